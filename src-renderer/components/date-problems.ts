import { useState } from 'react';

/**
 * The date fields of one action (a form, a button) and their own problems (`DateField.onProblem`).
 * While a field has one, its value is the last good date rather than the text on screen, so the
 * action must not run: `ready()` says whether it may, and otherwise shows every problem at once.
 */
export function useDateProblems() {
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  const [shown, setShown] = useState(false);
  const blocking = Object.values(problems).some(Boolean);
  return {
    /** The `onProblem` of the field named `key`. */
    report: (key: string) => (problem: string | undefined) => setProblems((p) => ({ ...p, [key]: problem })),
    /** The `error` of the field named `key`: its problem once an action was refused for it. */
    errorOf: (key: string) => (shown ? problems[key] : undefined),
    /** Whether the action may run with the fields' values; when not, shows why under the fields. */
    ready: (): boolean => {
      setShown(blocking);
      return !blocking;
    },
  };
}
