/** One change in the team database, as a desktop hears it on LISTEN: a run (its id), a bulk of the team history, or unnamed. */
export interface TeamChange {
  kind: 'run' | 'bulk';
  /** The run's id for a run; null for a bulk (the payload names the bulk, not its run) or a change with no run. */
  runId: string | null;
}
