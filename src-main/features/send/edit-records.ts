// What the user changed in the window before sending, written to the audit trail with the send:
// each edited cell (field, old, new, when), each removed row with its content, each group action
// with its count. The audit entry's actor is who sent; `at` in the detail is when the change was made.
import type { EditRecord } from '../../../src-shared/ipc/channels/bulks';
import type { LocalHistoryWriter } from '../../ports/history/local-history';

/** The audit action of each kind of edit. */
const ACTION: Record<EditRecord['kind'], string> = {
  cell: 'payment_cell_edited',
  removed: 'payment_row_removed',
  restored: 'payment_row_restored',
  group: 'payments_group_action',
};

/** Rows taken out of the file before sending: removed ones and exact copies, less those put back. */
export function rowsRemoved(edits: readonly EditRecord[]): number {
  let n = 0;
  for (const e of edits) {
    if (e.kind === 'removed') n++;
    else if (e.kind === 'restored') n--;
    else if (e.kind === 'group' && e.action === 'remove_copies') n += e.count;
  }
  return Math.max(0, n);
}

/** One audit entry per change, oldest first, then how many more were made than were listed. */
export function recordEdits(
  store: Pick<LocalHistoryWriter, 'audit'>,
  actor: string,
  fileId: string,
  edits: { list: readonly EditRecord[]; notListed: number },
): void {
  for (const { kind, ...detail } of edits.list) store.audit(actor, ACTION[kind], 'file', fileId, detail);
  if (edits.notListed > 0) store.audit(actor, 'payments_edits_not_listed', 'file', fileId, { count: edits.notListed });
}
