import { describe, expect, it } from 'vitest';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import { changesBetween, currentStep } from '../../../src-renderer/features/run/run-progress';

const row = (values: Record<string, string>) => ({ line: 2, values });

describe('what the user changed, as edits to replay after a restart', () => {
  it('one cell edited: that field of that row, nothing else', () => {
    const a = [row({ name: 'A', iban: 'FI00' }), row({ name: 'B', iban: 'DE89' })];
    const b = [a[0]!, row({ name: 'B', iban: 'DE89370400440532013000' })];
    expect(changesBetween(a, b)).toEqual([{ kind: 'edit', row: 1, field: 'iban', value: 'DE89370400440532013000' }]);
  });

  it('several rows edited at once (a group action) and a cleared field', () => {
    const a = [row({ name: 'Äyräs & co' }), row({ name: 'Öljy' }), row({ name: 'Same', reference: 'x' })];
    const b = [row({ name: 'Ayras and co' }), row({ name: 'Oljy' }), row({ name: 'Same' })];
    expect(changesBetween(a, b)).toEqual([
      { kind: 'edit', row: 0, field: 'name', value: 'Ayras and co' },
      { kind: 'edit', row: 1, field: 'name', value: 'Oljy' },
      { kind: 'edit', row: 2, field: 'reference', value: '' },
    ]);
  });

  it('a removed row, found by the rows that moved up', () => {
    const a = [row({ name: 'A' }), row({ name: 'B' }), row({ name: 'C' })];
    expect(changesBetween(a, [a[0]!, a[2]!])).toEqual([{ kind: 'remove', row: 1 }]);
    expect(changesBetween(a, [a[0]!, a[1]!])).toEqual([{ kind: 'remove', row: 2 }]);
  });

  it('an unchanged table is no edit', () => {
    const a = [row({ name: 'A' })];
    expect(changesBetween(a, a.slice())).toEqual([]);
  });
});

describe('the step on screen', () => {
  const tracked = (id: string, processed: boolean) => ({ bulk: { id, processed } as BulkSummary, problem: null });

  it('Import until a file is read; then the chosen step before sending', () => {
    expect(currentStep({ step: 'review', bulkIds: [] }, 'empty', [])).toBe('import');
    expect(currentStep({ step: 'review', bulkIds: [] }, 'mapping', [])).toBe('import');
    expect(currentStep({ step: 'fix', bulkIds: [] }, 'review', [])).toBe('fix');
    expect(currentStep({ step: 'review', bulkIds: [] }, 'review', [])).toBe('review');
    expect(currentStep({ step: 'release', bulkIds: [] }, 'review', [])).toBe('release');
  });

  it('Approve while any bulk of the run is unfinished; Outcome once all are', () => {
    const run = { step: 'approve', bulkIds: ['b1', 'b2'] };
    expect(currentStep(run, 'review', [tracked('b1', true), tracked('b2', false)])).toBe('approve');
    expect(currentStep(run, 'review', [tracked('b1', true), tracked('b2', true), tracked('other', false)])).toBe(
      'outcome',
    );
    expect(currentStep(run, 'review', [])).toBe('approve'); // not loaded yet
  });
});
