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
