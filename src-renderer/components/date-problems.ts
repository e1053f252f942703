import { useRef, useState } from 'react';

/**
 * The date fields of one action (a form, a button) and their own problems (`DateField.onProblem`).
 * While a field has one, its value is the last good date rather than the text on screen, so the
 * action must not run: `ready()` says whether it may, and otherwise shows every problem at once.
 */
export function useDateProblems() {
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  // What the fields last told, at once: a field's `onChange` may run the action in the same event
  // as it tells its problem is gone, before `problems` is rendered.
  const told = useRef(problems);
  const [shown, setShown] = useState(false);
  return {
    /** Whether a field has a problem now (as rendered): an action refused for it may run once not. */
    blocking: Object.values(problems).some(Boolean),
    /** The `onProblem` of the field named `key`. */
    report: (key: string) => (problem: string | undefined) => {
      told.current = { ...told.current, [key]: problem };
      setProblems(told.current);
    },
    /** The `error` of the field named `key`: its problem once an action was refused for it. */
    errorOf: (key: string) => (shown ? problems[key] : undefined),
    /** Whether the action may run with the fields' values; when not, shows why under the fields. */
    ready: (): boolean => {
      const blocking = Object.values(told.current).some(Boolean);
      setShown(blocking);
      return !blocking;
    },
  };
}
