// The solo send: a file the user reviewed on this desktop and confirmed (the review's plan hash,
// "I have checked", the payments confirmed on their own), recorded and sent under new keys.
import type { EditRecord, SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import { err, ok, type Result } from '../../../src-shared/result';
import { confirmationRecord, generalWarnings } from '../../../src-shared/validation/separate-confirmations';
import { journalBulk, recordBulks } from './bulk-records';
import { recordEdits, rowsRemoved } from './edit-records';
import { withEarlierEndToEndIds, withEndToEndIds } from '../../domain/end-to-end-ids';
import { recordPayeeFlags } from './payee-flags-record';
import { sendRecordedBulk } from './send-bulk';
import {
  bulkLabel,
  confirmedForSend,
  type SendPlan,
  type SendPolicy,
  type WarningConfirmations,
} from '../../ports/send-policy';
import type { SubmissionServiceOptions } from './submission-options';

/** What the user confirmed: the review's `planHash`, and what they ticked of its warnings. */
export interface SubmitConfirmation extends WarningConfirmations {
  planHash: string;
  /** What the user changed in the window before sending (cells, removed rows, group actions), for the record. */
  edits?: { list: readonly EditRecord[]; notListed: number };
}

/** The solo policy: asked of the send guard, held to the reviewed plan and the user's confirmations. */
export function soloPolicy(
  confirmation: SubmitConfirmation,
  sendGuard: (() => Promise<Result<void>>) | undefined,
): SendPolicy {
  return {
    planKey: confirmation.planHash,
    allowed: async () => (sendGuard ? sendGuard() : ok(undefined)),
    samePlan: (plan) =>
      plan.planHash === confirmation.planHash
        ? ok(undefined)
        : err('plan_changed', 'The payments changed after you reviewed them; review again before sending.'),
    confirmed: (plan) => confirmedForSend(plan, confirmation),
    send: (o, plan, input) => sendFile(o, plan, input, confirmation.edits),
  };
}

/** Records the file and its bulks in one transaction, journals every bulk, then sends them in turn. */
async function sendFile(
  o: SubmissionServiceOptions,
  plan: SendPlan,
  input: SubmitInput,
  edits: SubmitConfirmation['edits'],
) {
  const { store, reader, actor } = o;
  const { message: _message, ...file } = input.file;
  // After the plan check: the ids are new each time, so the reviewed plan cannot contain them. A
  // row an earlier run of the file recorded but never sent keeps its id (the ERP has it pending).
  const earlier = reader.unsentEndToEndIds(input.file.sha256);
  const requests = plan.requests.map((request, k) =>
    withEndToEndIds(withEarlierEndToEndIds(request, plan.origins[k]!, earlier)),
  );
  // One transaction: the file, its bulks, and the guided run they came from leaving the drafts,
  // so a run interrupted mid-send (a crash, a closed window) is never offered again to send twice.
  const { fileId, ids } = store.inTransaction(() => {
    const fileId = store.recordImport({ ...file, rowCount: plan.rowCount, importedBy: actor });
    // What was changed before sending, in the order it was done, then the confirmation of the send.
    if (edits) recordEdits(store, actor, fileId, edits);
    store.audit(actor, 'file_send_confirmed', 'file', fileId, {
      bulks: plan.requests.length,
      account: plan.account.iban,
      warningsChecked: generalWarnings(plan.warnings).length ? true : undefined,
      removedRows: edits ? rowsRemoved(edits.list) || undefined : undefined,
      // The imported pain.001's MsgId and version, for the pain.002 back to the ERP (src-main/features/reports).
      message: input.file.message,
    });
    for (const kind of plan.separately)
      store.audit(actor, 'payments_confirmed_separately', 'file', fileId, confirmationRecord(kind));
    recordPayeeFlags(store, actor, fileId, plan.warnings);
    const ids = recordBulks(o, plan, fileId, requests);
    if (input.draftId) store.forgetSentDraft(input.draftId);
    return { fileId, ids };
  });
  const keys = ids.map((id, k) => journalBulk(o, plan.bank, id, requests[k]!));
  const issues = [];
  for (const [k, request] of requests.entries())
    issues.push(
      ...(await sendRecordedBulk(o, plan.bank, ids[k]!, request, plan.origins[k]!, bulkLabel(plan, k), keys[k])),
    );
  return ok({ fileId, bulks: ids.map((id) => reader.getBulk(id)!), issues });
}
