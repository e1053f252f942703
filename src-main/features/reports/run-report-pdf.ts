import Big from 'big.js';
import type { AuditEntry, PaymentRow } from '../../../src-shared/ipc/channels/history';
import { FIELD_LABELS, type PaymentField } from '../../../src-shared/payments/fields';
import { groupIban } from '../../../src-shared/payments/iban-groups';
import { paymentStatus } from './payment-status';
import type { Run } from './run';
import { PdfPageWriter } from './pdf-page-writer';
import { payeeFlagsByLine, payeeFlagsText, runDifferenceLines } from './run-report-payees';
import { countedNoun } from '../../domain/counted-noun';

export interface RunReportOptions {
  /** BCP 47 locale for money and dates, e.g. fi-FI or de-DE; default the system's. */
  locale?: string;
  /** The paying organisation, as the approver knows it (Bulkpay does not store it). */
  organisation?: string;
  /** IANA time zone for dates; default the system's. */
  timeZone?: string;
  now?: Date;
}

/** Words for each outcome, as the report prints them (kept here, ready for translation). */
const OUTCOME_WORDS: Record<string, string> = {
  ACSC: 'paid',
  AM04: 'not sent: not enough balance',
  DS02: 'declined',
  DS24: 'not approved within the hour',
  NARR: 'refused',
  PDNG: 'pending',
};
const outcome = (run: Run['bulks'][number], p: PaymentRow) => {
  const s = paymentStatus(run.bulk, p, run.awaitingResume);
  if (s.status === 'RJCT') {
    if (p.state === 'not_sent') return 'not sent';
    return p.state === 'rejected' && s.reason === 'NARR' ? 'rejected or expired' : OUTCOME_WORDS[s.reason!]!;
  }
  // Never reached the bank: as the pain.002 says, pending until the file is sent again.
  return run.awaitingResume && p.state === 'not_sent' ? 'not sent yet' : OUTCOME_WORDS[s.status]!;
};

const ACTION_WORDS: Record<string, string> = {
  file_imported: 'file imported',
  file_send_confirmed: 'reviewed and sending confirmed',
  bulk_created: 'bulk recorded',
  bulk_resubmitted: 'unsent payments sent again',
  bulk_accepted: 'accepted by the bank, waiting for approval',
  bulk_status_changed: 'status from the bank',
  bulk_not_accepted: 'refused by the bank',
  bulk_not_sent: 'not sent',
  payments_confirmed_separately: 'confirmed on their own before sending',
  payee_flags_at_send: 'payee checks at sending',
};

/** The changes made in the window before sending (src-main/features/send/edit-records.ts). */
const EDIT_ACTIONS: Record<string, string> = {
  payment_cell_edited: 'edited before sending',
  payment_row_removed: 'row removed before sending',
  payment_row_restored: 'removed row put back',
  payments_group_action: 'changed before sending',
  payments_edits_not_listed: 'changed before sending',
};
Object.assign(ACTION_WORDS, EDIT_ACTIONS);

const GROUP_WORDS: Record<string, string> = {
  transliterate: 'cells written in the SEPA character set:',
  remove_copies: 'exact copies removed:',
  ignore_column: 'cells emptied (column ignored):',
  undo: 'cells put back by Undo:',
};

/** The kinds of problem confirmed one by one (CONFIRM_SEPARATELY), as the report names them. */
const SEPARATE_WORDS: Record<string, string> = {
  sent_recently: 'payments already sent, PAID AGAIN',
  payee_bank_details_changed: 'payments to changed bank details',
};

/** A bulk's state, ours or the bank's, in words (the report never prints a raw state). */
const STATE_WORDS: Record<string, string> = {
  sending: 'being sent',
  unknown: 'outcome not known yet',
  pending_approval: 'waiting for approval on the phone',
  processing: 'approved on the phone; the bank is paying',
  approved: 'approved on the phone; processed by the bank',
  rejected: 'rejected: declined or not approved within the hour',
  not_accepted: 'refused by the bank',
  not_sent: 'not sent',
};
const stateWords = (state: string) => STATE_WORDS[state] ?? state.replace(/_/g, ' ');
/** The same, short enough for the bulks table's state column. */
const STATE_COLUMN_WORDS: Record<string, string> = {
  pending_approval: 'waiting for approval',
  processing: 'bank paying',
  approved: 'processed',
  rejected: 'rejected',
  not_accepted: 'refused',
};
const stateColumnWords = (state: string) => STATE_COLUMN_WORDS[state] ?? stateWords(state);

/** Money in the user's locale from the exact decimal string (Intl formats a decimal string without a float). */
export function formatMoney(amount: string, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency }) as Intl.NumberFormat & {
    format(value: string): string;
  };
  return format.format(new Big(amount).toString());
}

const PAYMENT_COLUMNS = [
  { key: 'line', title: 'Line', x: 0, width: 26 },
  { key: 'payee', title: 'Payee', x: 30, width: 120 },
  { key: 'iban', title: 'IBAN', x: 154, width: 118 },
  { key: 'amount', title: 'Amount', x: 276, width: 70, right: true },
  { key: 'reference', title: 'Reference', x: 352, width: 82 },
  { key: 'outcome', title: 'Outcome', x: 438, width: 77 },
] as const;

/** A detail value as words, or '' when it is not plain text or a number (no internal value reaches the report). */
const plain = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** What a separate confirmation said: how many payments of which kind, for how much, on which lines. */
function separateConfirmationText(detail: Record<string, unknown>, locale?: string): string {
  const totals =
    detail.totals && typeof detail.totals === 'object'
      ? Object.entries(detail.totals as Record<string, unknown>)
          .filter(([, v]) => typeof v === 'string')
          .map(([c, v]) => formatMoney(v as string, c, locale))
          .join(', ')
      : '';
  const lines = Array.isArray(detail.lines) ? detail.lines.filter((l) => typeof l === 'number').join(', ') : '';
  const count = plain(detail.count);
  return [
    `${count} ${SEPARATE_WORDS[plain(detail.code)] ?? 'payments needing their own confirmation'}`,
    totals,
    lines ? `lines ${lines}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The pain.001 the file was (its MsgId and version), as the send recorded it. */
function messageText(message: unknown): string {
  if (typeof message === 'string') return message;
  if (!message || typeof message !== 'object') return '';
  const m = message as Record<string, unknown>;
  return plain(m.id) ? `${plain(m.name) || 'pain.001'} message ${plain(m.id)}` : '';
}

/** A row's values as the report prints a removed one: payee, IBAN, amount and currency, reference. */
function rowText(values: unknown): string {
  if (!values || typeof values !== 'object') return '';
  const v = values as Record<string, unknown>;
  return [
    plain(v.name),
    plain(v.iban),
    [plain(v.amount), plain(v.currency)].filter(Boolean).join(' '),
    plain(v.structured_reference) || plain(v.unstructured_reference) || plain(v.reference),
  ]
    .filter(Boolean)
    .join(', ');
}

const fieldName = (field: unknown) => FIELD_LABELS[plain(field) as PaymentField] ?? 'a field';

/** A count of rows from an audit entry's detail, worded per count (as written, should it not be a number). */
const rowCount = (value: unknown) => (typeof value === 'number' ? countedNoun(value, 'row') : `${plain(value)} rows`);

/** The words of an edit made in the window before sending (edit-records.ts), from its detail. */
function editText(action: string, d: Record<string, unknown>, when: (iso: string) => string): string {
  const at = plain(d.at) ? ` (${when(plain(d.at))})` : '';
  switch (action) {
    case 'payment_cell_edited':
      return `line ${plain(d.line)}, ${fieldName(d.field)}: “${plain(d.old)}” → “${plain(d.new)}”${at}`;
    case 'payment_row_removed':
    case 'payment_row_restored':
      return `line ${plain(d.line)}: ${rowText(d.values)}${at}`;
    case 'payments_group_action':
      return `${GROUP_WORDS[plain(d.action)] ?? 'changed'} ${plain(d.count)}${d.field ? ` (${fieldName(d.field)})` : ''}${at}`;
    case 'payments_edits_not_listed':
      return `${plain(d.count)} more changes, not listed one by one`;
    default:
      return '';
  }
}

function auditText(a: AuditEntry, when: (iso: string) => string, locale?: string): string {
  const detail = a.detail ? (JSON.parse(a.detail) as Record<string, unknown>) : {};
  const extra =
    a.action === 'payments_confirmed_separately'
      ? separateConfirmationText(detail, locale)
      : a.action === 'payee_flags_at_send'
        ? payeeFlagsText(detail)
        : a.action in EDIT_ACTIONS
          ? editText(a.action, detail, when)
          : [
              typeof detail.status === 'string' ? stateWords(detail.status) : '',
              detail.warningsChecked ? 'warnings acknowledged ("I have checked")' : '',
              messageText(detail.message),
              detail.rows !== undefined ? rowCount(detail.rows) : '',
              detail.removedRows ? `${rowCount(detail.removedRows)} removed before sending` : '',
            ]
              .filter(Boolean)
              .join('; ');
  return `${ACTION_WORDS[a.action] ?? a.action.replace(/_/g, ' ')}${extra ? `: ${extra}` : ''}`;
}

/** The file's rows as read, and those removed before sending (a 120-row file with one removed: "120 rows, 1 removed, 119 sent"). */
function fileRowsText(run: Run): string {
  const file = run.file!;
  const sent = file.rowCount;
  // The send of this import of the file (a file resumed or sent again is imported again).
  const confirmed = run.audit.find((a) => a.action === 'file_send_confirmed' && a.objectId === file.id);
  const detail = confirmed?.detail ? (JSON.parse(confirmed.detail) as { removedRows?: unknown }) : {};
  const removed = typeof detail.removedRows === 'number' ? detail.removedRows : 0;
  return removed > 0 ? `${sent + removed} rows, ${removed} removed before sending, ${sent} sent` : `${sent} rows`;
}

/**
 * The run report: what an approver checks before approving and an auditor after: the file, every
 * bulk, every payment with its outcome, totals per outcome, and the audit trail. Fonts embedded.
 */
export async function buildRunReportPdf(run: Run, options: RunReportOptions = {}): Promise<Uint8Array> {
  const { locale, timeZone } = options;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  const w = await PdfPageWriter.create();
  const { doc } = w;
  const title = run.file ? `Payment run report: ${run.file.name}` : 'Payment run report';
  doc.setTitle(title);
  doc.setCreator('Bulkpay');
  doc.setCreationDate(options.now ?? new Date());

  w.line(title, { size: 15, bold: true, gap: 8 });
  w.line(`Created ${when((options.now ?? new Date()).toISOString())}`);
  if (options.organisation) w.line(`Organisation: ${options.organisation}`);
  w.line(`Bank profile: ${run.profile ?? 'not recorded'}`);
  w.line(`Paying account: ${run.bulks[0]!.bulk.accountLabel ?? run.bulks[0]!.bulk.paymentAccount}`);
  if (run.file) {
    w.line(`File: ${run.file.name}, ${fileRowsText(run)}`);
    w.line(`SHA-256: ${run.file.sha256}`);
    w.line(`Imported by ${run.file.importedBy} on ${when(run.file.importedAt)}`, { gap: 10 });
  }

  w.line('Bulks', { size: 11, bold: true });
  w.row(
    [
      { text: 'Bulk', x: 0, width: 40 },
      { text: 'Bank bulk id', x: 44, width: 200 },
      { text: 'Payments', x: 248, width: 50, right: true },
      { text: 'Total', x: 302, width: 100, right: true },
      { text: 'State', x: 410, width: 105 },
    ],
    { bold: true },
  );
  for (const { bulk } of run.bulks) {
    const totals = Object.entries(bulk.currencyTotals).map(([c, v]) => formatMoney(v, c, locale));
    w.row([
      { text: `${bulk.sequence}${bulk.resubmissionOf ? ' (again)' : ''}`, x: 0, width: 40 },
      { text: bulk.bankBulkId ?? 'not at the bank', x: 44, width: 200 },
      { text: String(bulk.totalCount), x: 248, width: 50, right: true },
      { text: totals.join(', '), x: 302, width: 100, right: true },
      { text: stateColumnWords(bulk.state), x: 410, width: 105 },
    ]);
  }
  w.y -= 8;

  if (run.difference !== undefined) {
    w.line('Run difference', { size: 11, bold: true });
    const lines = run.difference
      ? runDifferenceLines(run.difference, (a, c) => formatMoney(a, c, locale), when)
      : ['No earlier run paid most of these payees: there is no run to compare with.'];
    for (const text of lines) w.line(text);
    w.y -= 8;
  }
  w.line('Payments', { size: 11, bold: true });
  const flags = payeeFlagsByLine(run.audit);
  w.row(
    PAYMENT_COLUMNS.map((c) => ({ text: c.title, x: c.x, width: c.width, right: 'right' in c })),
    { bold: true },
  );
  const totals = new Map<string, { count: number; sums: Map<string, Big> }>();
  for (const group of run.bulks) {
    for (const p of group.payments) {
      const result = outcome(group, p);
      const t = totals.get(result) ?? { count: 0, sums: new Map<string, Big>() };
      t.count++;
      t.sums.set(p.currency, (t.sums.get(p.currency) ?? new Big(0)).plus(p.amount));
      totals.set(result, t);
      const values: Record<(typeof PAYMENT_COLUMNS)[number]['key'], string> = {
        line: String(p.line ?? ''),
        payee: [p.payeeName, ...(p.line !== null ? (flags.get(p.line) ?? []).map((f) => `[${f}]`) : [])].join(' '),
        iban: groupIban(p.accountIdentifier),
        amount: formatMoney(p.amount, p.currency, locale),
        reference: p.structuredReference ?? p.unstructuredReference ?? p.endToEndId ?? '',
        outcome: result,
      };
      w.row(PAYMENT_COLUMNS.map((c) => ({ text: values[c.key], x: c.x, width: c.width, right: 'right' in c })));
    }
  }
  w.rule();
  w.line('Totals per outcome', { size: 11, bold: true });
  for (const [result, t] of totals) {
    const sums = [...t.sums].map(([c, v]) => formatMoney(v.toString(), c, locale)).join(', ');
    w.line(`${result}: ${countedNoun(t.count, 'payment')}, ${sums}`);
  }
  w.y -= 8;
  w.line('Audit trail', { size: 11, bold: true });
  const bulkNames = new Map(
    run.bulks.map(({ bulk }) => [bulk.id, `bulk ${bulk.sequence}${bulk.resubmissionOf ? ' (again)' : ''}`]),
  );
  for (const a of run.audit) {
    const about = a.objectType === 'bulk' ? `${bulkNames.get(a.objectId) ?? 'bulk'}: ` : '';
    w.line(`${when(a.at)}  ${a.actor}  ${about}${auditText(a, when, locale)}`);
  }

  w.numberPages((i, count) => `Page ${i + 1} of ${count}`);
  return doc.save();
}
