import * as intl from '../../../src-shared/i18n/format';
import { currentLocale, tr } from '../../i18n/locale';
import type { Notice } from './notice-decisions';

const totals = (t: Record<string, string>) => intl.formatTotals(t, currentLocale());

/** A notice in the user's language: counts and money as the screen shows them, never an account number. */
export function noticeText(notice: Notice): { title: string; body: string } {
  switch (notice.kind) {
    case 'releaseWaiting':
      return {
        title: tr('notify.releaseTitle'),
        body: tr('notify.releaseBody', { file: notice.fileName, count: notice.payments, total: totals(notice.totals) }),
      };
    case 'approvalEnding':
      return {
        title: tr('notify.approvalTitle'),
        body: tr('notify.approvalBody', { count: notice.payments, total: totals(notice.totals) }),
      };
    case 'partlyPaid':
      return {
        title: tr('notify.partlyTitle'),
        body: tr('notify.partlyBody', {
          paid: notice.paid,
          total: notice.total,
          paidAmount: totals(notice.paidTotals),
          notPaidAmount: totals(notice.notPaidTotals),
        }),
      };
  }
}
