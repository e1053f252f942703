import type { RunDifference } from '../../../src-shared/payments/run-difference';
import type { AuditEntry, BulkSummary, PaymentRow } from '../../../src-shared/ipc/channels/history';
import type { RunSummary } from '../../../src-shared/ipc/channels/reports';
import { err, ok, type Result } from '../../../src-shared/result';
import type { LocalHistoryReader } from '../../ports/history/local-history';
import type { ImportedFileRecord } from '../../ports/history/records';
import type { RunOrigin } from './run-origin';

export type RunFile = ImportedFileRecord;

/**
 * A run: the bulks sent from one file (every import of the same bytes, so a run resumed after a
 * crash is one run), including bulks sent again from their unsent payments, which keep the file's
 * id. A bulk alone is reported as a run of one. Each payment appears once: see `reportedBulks`.
 */
export interface Run {
  scope: 'file' | 'bulk';
  file: RunFile | null;
  /**
   * `awaitingResume`: the bulk never reached the bank and its payments may still be sent by
   * resuming the file, so they are pending rather than refused.
   */
  bulks: { bulk: BulkSummary; payments: PaymentRow[]; awaitingResume?: boolean }[];
  /** The imported pain.001's MsgId and version, when the file was one and the import said so. */
  message: { id: string; name: string } | null;
  /** The bank profile the bulks were sent with (its name), when known. */
  profile: string | null;
  /** Audit entries of the file and every bulk, oldest first. */
  audit: AuditEntry[];
  /** The sent file read again, when the user named it: its PmtInfIds and names go back to the ERP. */
  origin?: RunOrigin | undefined;
  /** Against the previous run that paid the same payees (null: none; undefined: a bulk reported alone). */
  difference?: RunDifference | null;
}

/** Bulk states after which nothing changes; a run is final when all its bulks are. */
export const isFinal = (b: BulkSummary) => b.processed;

/** A bulk that Bulkpay recorded but never sent: the run stopped before it reached the bank. */
export const neverReachedBank = (b: BulkSummary) => b.state === 'not_sent' && !b.bankBulkId;

/**
 * A payment's place in its file across runs: its place among the file's payments (a resumed run
 * keeps it), else its line (records from before rows kept their place). Not the line first: every
 * payment of a one-line pain.001 is on line 1.
 */
const placeInFile = (p: PaymentRow): string | null =>
  p.rowNumber !== null ? `row ${p.rowNumber}` : p.line !== null ? `line ${p.line}` : null;

/** A payment's identity across bulks of one run: its end-to-end id, else its place in the file. */
const identity = (p: PaymentRow) => p.endToEndId ?? placeInFile(p) ?? `payment ${p.id}`;

/**
 * Each payment of a run once, with its latest outcome. A payment sent again (a bulk with
 * `resubmissionOf`) replaces its row in the source bulk or in an earlier try from the same source.
 * A line in a bulk that never reached the bank is left out when another run of the same file
 * sent it (the resumed row carries its real outcome), and is pending until then.
 */
function reportedBulks(bulks: Run['bulks'], scope: Run['scope']): Run['bulks'] {
  const ids = new Map(bulks.map(({ bulk, payments }) => [bulk.id, new Set(payments.map(identity))]));
  const sentLater = (bulk: BulkSummary, p: PaymentRow) =>
    bulks.some(
      ({ bulk: later }) =>
        later.createdAt > bulk.createdAt &&
        (later.resubmissionOf === bulk.id || (!!bulk.resubmissionOf && later.resubmissionOf === bulk.resubmissionOf)) &&
        ids.get(later.id)!.has(identity(p)),
    );
  const reached = new Set<string>();
  const lastStop = new Map<string, string>();
  for (const { bulk, payments } of bulks)
    for (const p of payments) {
      const place = placeInFile(p);
      if (place === null) continue;
      else if (neverReachedBank(bulk)) lastStop.set(place, bulk.id);
      else reached.add(place);
    }
  const resumable = (bulk: BulkSummary) => scope === 'file' && neverReachedBank(bulk);
  const superseded = (bulk: BulkSummary, p: PaymentRow) => {
    const place = placeInFile(p);
    return (
      sentLater(bulk, p) ||
      (resumable(bulk) && place !== null && (reached.has(place) || lastStop.get(place) !== bulk.id))
    );
  };
  return bulks
    .map(({ bulk, payments }) => ({
      bulk,
      payments: payments.filter((p) => !superseded(bulk, p)),
      awaitingResume: resumable(bulk),
    }))
    .filter(({ payments }) => payments.length > 0);
}

/**
 * A bulk reported alone says what its file's run says about its payments (an ERP re-issues
 * refused payments, and the run's pain.002 has the same OrgnlMsgId): a bulk that never reached the
 * bank is pending until the file is sent again, then has the outcome of the bulk that sent each
 * payment; a payment sent again has the outcome of the later bulk. Null for any other bulk.
 */
function bulkAsItsRunSays(reader: LocalHistoryReader, bulk: BulkSummary): Run['bulks'] | null {
  const tries = [bulk.id, bulk.resubmissionOf]
    .flatMap((id) => (id ? reader.resubmissionsOf(id) : []))
    .filter((later) => later.createdAt > bulk.createdAt);
  if (!neverReachedBank(bulk) && tries.length === 0) return null;
  const file = bulk.fileId ? reader.findImportedFile(bulk.fileId) : undefined;
  if (!file && neverReachedBank(bulk)) return null;
  const own = reader.bulkPayments(bulk.id);
  // A resend keeps each payment's id. A resumed run keeps its place in the file (records from
  // before resumed runs kept ids name it by another id); only a bulk that never left is resumed.
  const ids = new Set(own.map(identity));
  const places = new Set(neverReachedBank(bulk) ? own.map((p) => placeInFile(p) ?? identity(p)) : []);
  const isOwn = (p: PaymentRow) => ids.has(identity(p)) || places.has(placeInFile(p) ?? identity(p));
  const all = file
    ? reader.importsOfFile(file.sha256).flatMap((fileId) => reader.bulksOfFile(fileId))
    : [bulk, ...tries];
  return reportedBulks(
    all.map((b) => ({ bulk: b, payments: reader.bulkPayments(b.id) })),
    file ? 'file' : 'bulk',
  )
    .map((entry) => ({ ...entry, payments: entry.payments.filter(isOwn) }))
    .filter(({ payments }) => payments.length > 0);
}

/** The pain.001 header the submission recorded with "file_send_confirmed" (audit detail `message`). */
function importedMessage(reader: LocalHistoryReader, fileId: string): Run['message'] {
  for (const entry of reader.auditOf('file', fileId)) {
    if (entry.action !== 'file_send_confirmed' || !entry.detail) continue;
    const message = (JSON.parse(entry.detail) as { message?: { id?: unknown; name?: unknown } }).message;
    if (typeof message?.id === 'string' && typeof message.name === 'string')
      return { id: message.id, name: message.name };
  }
  return null;
}

/** The pain.001 header of the latest import that recorded one. */
const messageOf = (reader: LocalHistoryReader, fileIds: string[]): Run['message'] =>
  fileIds.reduceRight<Run['message']>((found, id) => found ?? importedMessage(reader, id), null);

/** The run's payments against the runs sent before its first bulk (`runDifferenceFor`). */
function differenceOfRun(reader: LocalHistoryReader, bulks: Run['bulks']): RunDifference | null {
  const first = bulks.reduce((at, b) => (b.bulk.createdAt < at ? b.bulk.createdAt : at), '9999');
  const payments = bulks.flatMap(({ payments }) =>
    payments.map((p) => ({ name: p.payeeName, iban: p.accountIdentifier, amount: p.amount, currency: p.currency })),
  );
  return reader.runDifference(payments, first);
}

/**
 * The run named by `id`: an imported file's id or SHA-256 (every import of those bytes; the
 * latest names the run), or a bulk by our id or the bank's bulk_id.
 */
export function loadRun(reader: LocalHistoryReader, id: string): Result<Run> {
  const file = reader.findImportedFile(id.trim());
  let scope: Run['scope'] = 'file';
  let bulks: BulkSummary[];
  let imports: string[] = [];
  if (file) {
    imports = reader.importsOfFile(file.sha256);
    bulks = imports.flatMap((fileId) => reader.bulksOfFile(fileId));
  } else {
    const bulk = reader.findBulk(id.trim());
    if (!bulk)
      return err(
        'run_not_found',
        `No imported file or bulk ${id} in the history. Use a file id or SHA-256, our bulk id or the bank's bulk_id as "bulkpay history" lists them.`,
      );
    scope = 'bulk';
    bulks = [bulk];
  }
  if (bulks.length === 0)
    return err('run_empty', `Nothing was sent from ${file?.name ?? id}; there is nothing to report.`, undefined, {
      name: file?.name ?? id,
    });
  const runFile = file ?? (bulks[0]!.fileId ? (reader.findImportedFile(bulks[0]!.fileId) ?? null) : null);
  const audit = [
    ...imports.flatMap((fileId) => reader.auditOf('file', fileId)),
    ...bulks.flatMap((b) => reader.auditOf('bulk', b.id)),
  ].sort((a, b) => a.id - b.id);
  const profile = reader.profileNameOf(bulks[0]!.id);
  const reported =
    (scope === 'bulk' ? bulkAsItsRunSays(reader, bulks[0]!) : null) ??
    reportedBulks(
      bulks.map((bulk) => ({ bulk, payments: reader.bulkPayments(bulk.id) })),
      scope,
    );
  return ok({
    scope,
    difference: scope === 'file' ? differenceOfRun(reader, reported) : undefined,
    message: messageOf(reader, runFile ? (scope === 'file' ? imports : [runFile.id]) : []),
    profile: profile ?? null,
    file: runFile,
    bulks: reported,
    audit,
  });
}

/** The latest runs, newest first, with their bulk and payment counts: see `LocalHistoryReader.runSummaries`. */
export const listRuns = (reader: LocalHistoryReader, limit = 50): RunSummary[] => reader.runSummaries(limit);
