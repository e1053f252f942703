import type { AuditEntry } from '../../../src-shared/ipc/channels/history';
import type { Rejection } from '../../../src-shared/payments/approval-outcome';
import { currentLocale, tr } from '../../i18n/locale';
import * as intl from '../../../src-shared/i18n/format';

type Detail = Record<string, unknown>;

function detailOf(entry: AuditEntry): Detail {
  if (!entry.detail) return {};
  try {
    const parsed: unknown = JSON.parse(entry.detail);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Detail) : {};
  } catch {
    return {};
  }
}

const count = (v: unknown) => (typeof v === 'number' ? v : 0);
const text = (v: unknown) => (typeof v === 'string' ? v : '');
/** Totals as stored (`{ EUR: '12.00' }`), keeping only exact decimal strings. */
const totalsOf = (v: unknown): Record<string, string> =>
  v && typeof v === 'object'
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};
/** A removed row's payee, IBAN, amount and reference, as stored. */
function rowWords(values: unknown): string {
  const v = (values && typeof values === 'object' ? values : {}) as Record<string, unknown>;
  const amount = [text(v.amount), text(v.currency)].filter(Boolean).join(' ');
  const reference = text(v.structured_reference) || text(v.unstructured_reference) || text(v.reference);
  return [text(v.name), text(v.iban), amount, reference].filter(Boolean).join(' · ');
}

/** Who made the change, in words: the bank, Bulkpay itself, or the person's name as recorded. */
export function auditActor(actor: string): string {
  if (actor === 'bank') return tr('run.actorBank');
  if (actor === 'system') return tr('run.actorApp');
  return actor;
}

/**
 * One audit-trail line in words ("approved on the phone", "3 not sent: not enough balance"),
 * from the stored code and detail; the stored rows stay as they are. `rejection` tells a
 * rejection after the hour apart from a decline.
 */
export function auditText(
  entry: AuditEntry,
  bulk: { rejection?: Rejection | undefined; currencyTotals: Record<string, string> },
): string {
  const d = detailOf(entry);
  switch (entry.action) {
    case 'bulk_created':
      return tr('run.auditCreated', {
        count: count(d.payments),
        total: intl.formatTotals(bulk.currencyTotals, currentLocale()),
      });
    case 'bulk_resubmitted':
      return tr('run.auditResubmitted', { count: count(d.payments) });
    case 'bulk_accepted':
      return tr('run.auditAccepted');
    case 'bulk_not_accepted':
      return tr('run.auditNotAccepted');
    case 'bulk_not_sent':
      return tr('run.auditNotSent');
    case 'bulk_status_changed':
      return statusText(d, bulk.rejection);
    case 'history_exported':
      return tr('run.auditExported');
    case 'erp_report_written':
      return tr('run.auditErpReport');
    case 'file_send_confirmed':
      return tr('run.auditConfirmed');
    case 'file_imported':
      return tr('run.auditImported', { count: count(d.rows) });
    case 'payments_confirmed_separately':
      return tr(d.code === 'sent_recently' ? 'reviewSight.auditPaidAgain' : 'reviewSight.auditConfirmedSeparately', {
        count: count(d.count),
        total: intl.formatTotals(totalsOf(d.totals), currentLocale()),
      });
    case 'payment_cell_edited':
      return tr('reviewSight.auditCellEdited', {
        line: count(d.line),
        field: tr(`field.${text(d.field)}`, { defaultValue: text(d.field) }),
        old: text(d.old),
        new: text(d.new),
        at: intl.formatDateTime(text(d.at), currentLocale()),
      });
    case 'payment_row_removed':
      return tr('reviewSight.auditRowRemoved', { line: count(d.line), row: rowWords(d.values) });
    case 'payment_row_restored':
      return tr('reviewSight.auditRowRestored', { line: count(d.line) });
    case 'payments_group_action':
      return tr(`reviewSight.auditGroup.${text(d.action)}`, {
        count: count(d.count),
        defaultValue: tr('run.auditOther'),
      });
    default:
      // An entry this version has no words for (e.g. written by a newer Bulkpay): never its code.
      return tr('run.auditOther');
  }
}

function statusText(d: Detail, rejection: Rejection | undefined): string {
  const notSent = count(d.notSent);
  switch (d.status) {
    case 'pending_approval':
      return tr('run.auditWaiting');
    case 'processing':
      return tr('run.auditApproved');
    case 'approved':
      if (d.processed !== true) return tr('run.auditApproved');
      return notSent > 0 ? tr('run.auditPartly', { count: notSent }) : tr('run.auditAllPaid');
    case 'rejected':
      return rejection === 'expired'
        ? tr('run.auditExpired')
        : rejection === 'declined'
          ? tr('run.auditRejected')
          : tr('run.auditRejectedOrExpired');
    default:
      return tr('run.auditStatusOther');
  }
}
