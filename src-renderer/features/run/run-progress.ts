import type { RunEdit } from '../../../src-shared/ipc/channels/runs';
import type { PaymentField } from '../../../src-shared/payments/fields';
import type { TrackedBulk } from '../bulks/bulks-store';

// Pure parts of the run: which step is on screen, and what the user changed in the table.

/** The user's changes between two states of the table, as replayable edits (or a removed row). */
export function changesBetween(
  before: readonly { values: Partial<Record<PaymentField, string>> }[],
  now: readonly { values: Partial<Record<PaymentField, string>> }[],
): RunEdit[] {
  if (now.length === before.length - 1) {
    let row = 0;
    while (row < now.length && now[row] === before[row]) row++;
    return [{ kind: 'remove', row }];
  }
  if (now.length !== before.length) return [];
  const changes: RunEdit[] = [];
  for (let row = 0; row < now.length; row++) {
    if (now[row] === before[row]) continue;
    const a = before[row]!.values;
    const b = now[row]!.values;
    for (const field of new Set([...Object.keys(a), ...Object.keys(b)]) as Set<PaymentField>)
      if ((a[field] ?? '') !== (b[field] ?? '')) changes.push({ kind: 'edit', row, field, value: b[field] ?? '' });
  }
  return changes;
}

/** The step on screen: Import until a file is read, Outcome once every bulk of the run is final. */
export function currentStep(
  run: { step: string; bulkIds: readonly string[] },
  phase: 'empty' | 'reading' | 'mapping' | 'review',
  tracked: readonly TrackedBulk[],
): string {
  if (run.bulkIds.length > 0) {
    const bulks = tracked.filter((t) => run.bulkIds.includes(t.bulk.id));
    return bulks.length > 0 && bulks.every((t) => t.bulk.processed) ? 'outcome' : 'approve';
  }
  if (phase !== 'review') return 'import';
  return run.step === 'import' || run.step === 'approve' || run.step === 'outcome' ? 'fix' : run.step;
}
