import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { Tone } from '../../components/StatusBadge';
import { timeLeft } from '../accounts/format';
import { bulkStateView } from '../bulks/bulk-words';
import { tr } from '../../i18n/locale';

/** Where an unfinished bulk stands, for the home screen. */
export interface RunStatus {
  group: 'attention' | 'waiting' | 'processing';
  label: string;
  tone: Tone;
  /** "12:34" left to approve on the phone; null when not waiting for approval. */
  timeLeft: string | null;
}

/**
 * Needs attention (a problem reported, the outcome unknown, or the approval window closed without
 * an answer), waiting for approval on the phone (with the time left), or processing at the bank.
 */
export function runStatus(bulk: BulkSummary, problem: string | null, now: number): RunStatus {
  const left = bulk.state === 'pending_approval' ? timeLeft(bulk.approvalDeadline, now) || null : null;
  const expired =
    bulk.state === 'pending_approval' && bulk.approvalDeadline !== null && Date.parse(bulk.approvalDeadline) <= now;
  if (problem !== null || bulk.state === 'unknown' || expired)
    return { group: 'attention', label: tr('run.needsAttention'), tone: 'warning', timeLeft: expired ? null : left };
  const words = bulkStateView(bulk.state);
  if (bulk.state === 'pending_approval')
    return { group: 'waiting', label: words.label, tone: words.tone, timeLeft: left };
  return { group: 'processing', label: words.label, tone: words.tone, timeLeft: null };
}

const ORDER = { attention: 0, waiting: 1, processing: 2 } as const;

/** Unfinished bulks, those needing attention first, then the ones whose approval window closes soonest. */
export function runsInProgress<T extends { bulk: BulkSummary; problem: string | null }>(
  tracked: T[],
  now: number,
): (T & { status: RunStatus })[] {
  return tracked
    .filter((t) => !t.bulk.processed)
    .map((t) => ({ ...t, status: runStatus(t.bulk, t.problem, now) }))
    .sort(
      (a, b) =>
        ORDER[a.status.group] - ORDER[b.status.group] ||
        (a.bulk.approvalDeadline ?? '').localeCompare(b.bulk.approvalDeadline ?? ''),
    );
}
