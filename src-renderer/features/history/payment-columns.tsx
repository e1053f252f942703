import type { PaymentRow } from '../../../src-shared/ipc/channels/history';
import { StatusBadge } from '../../components/StatusBadge';
import type { Column } from '../../components/Table';
import { formatDateTime, formatMoney } from '../accounts/format';
import { paymentStateView } from '../bulks/bulk-words';
import { tr } from '../../i18n/locale';

/** The payment columns of the history search and of a bulk's detail. */
export const paymentColumns: Column<PaymentRow>[] = [
  {
    key: 'date',
    get header() {
      return tr('historySearch.sent');
    },
    render: (p) => formatDateTime(p.createdAt),
  },
  {
    key: 'payee',
    get header() {
      return tr('historySearch.payee');
    },
    render: (p) => p.payeeName,
  },
  {
    key: 'account',
    get header() {
      return tr('historySearch.account');
    },
    render: (p) => p.accountIdentifier,
  },
  {
    key: 'amount',
    get header() {
      return tr('historySearch.amount');
    },
    align: 'right',
    render: (p) => formatMoney(p.amount, p.currency),
  },
  {
    key: 'reference',
    get header() {
      return tr('historySearch.reference');
    },
    render: (p) => p.structuredReference ?? p.unstructuredReference ?? '',
  },
  {
    key: 'state',
    get header() {
      return tr('historySearch.state');
    },
    render: (p) => {
      const v = paymentStateView(p.state);
      return <StatusBadge tone={v.tone}>{v.label}</StatusBadge>;
    },
  },
];
