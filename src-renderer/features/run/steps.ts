/**
 * The steps of one payment run, one file on its way to the bank, in order. The stepper and the
 * run screen are driven by this list alone, so a step is added by inserting it here (with
 * `withStep`) and giving its screen in RunScreen's STEP_SCREENS: e.g. team mode's "Release (four
 * eyes)" goes between Review and Approve with `withStep(RUN_STEPS, { id: 'release', … }, 'review')`.
 */
export interface RunStep {
  id: string;
  /** i18n key of the step's name in the stepper. */
  label: string;
  /** i18n key of one line saying what happens in this step. */
  hint: string;
  /**
   * Until the bank has the bulks the user may go back to this step once done; after that the
   * steps before are history (the payments left the table).
   */
  beforeSending: boolean;
  /** False for a step that cannot be gone back to (Import: another file is a new run, "Choose another file"). */
  returnable?: boolean;
}

export const RUN_STEPS: readonly RunStep[] = [
  { id: 'import', label: 'run.stepImport', hint: 'run.hintImport', beforeSending: true, returnable: false },
  { id: 'fix', label: 'run.stepFix', hint: 'run.hintFix', beforeSending: true },
  { id: 'review', label: 'run.stepReview', hint: 'run.hintReview', beforeSending: true },
  { id: 'approve', label: 'run.stepApprove', hint: 'run.hintApprove', beforeSending: false },
  { id: 'outcome', label: 'run.stepOutcome', hint: 'run.hintOutcome', beforeSending: false },
];

/**
 * Team mode's step between Review and Approve: the run waits for a second person's release. Past
 * Review the payments are the submitted run's, so the steps before cannot be gone back to.
 */
export const RELEASE_STEP: RunStep = {
  id: 'release',
  label: 'team.guided.step',
  hint: 'team.guided.hint',
  beforeSending: false,
};

/** The list with `step` inserted right after the step `after` (at the end when there is none). */
export function withStep(steps: readonly RunStep[], step: RunStep, after: string): RunStep[] {
  const at = steps.findIndex((s) => s.id === after);
  const next = steps.filter((s) => s.id !== step.id);
  next.splice(at < 0 ? next.length : at + 1, 0, step);
  return next;
}

/**
 * The steps in team mode: Review submits the run for release (its hint says what happens next),
 * then "Release (four eyes)" before Approve.
 */
export const TEAM_RUN_STEPS: readonly RunStep[] = withStep(RUN_STEPS, RELEASE_STEP, 'review').map((s) =>
  s.id === 'review' ? { ...s, hint: 'teamUi2.hintReview' } : s,
);

export type StepState = 'done' | 'current' | 'next';

/** Each step as done, current or next, and whether the user may go back to it from `current`. */
export function stepStates(
  steps: readonly RunStep[],
  current: string,
): { step: RunStep; state: StepState; canOpen: boolean }[] {
  const at = Math.max(
    0,
    steps.findIndex((s) => s.id === current),
  );
  const sent = !steps[at]!.beforeSending;
  return steps.map((step, i) => {
    const state: StepState = i < at ? 'done' : i === at ? 'current' : 'next';
    return { step, state, canOpen: state === 'done' && step.beforeSending && step.returnable !== false && !sent };
  });
}

/** The step after `id`, or undefined at the end. */
export const nextStep = (steps: readonly RunStep[], id: string): RunStep | undefined =>
  steps[steps.findIndex((s) => s.id === id) + 1];
