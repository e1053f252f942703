import type { PaymentRow } from '../../../src-shared/ipc/channels/history';
import { StatusBadge } from '../../components/StatusBadge';
import type { Column } from '../../components/Table';
import { formatDateTime, formatMoney } from '../accounts/format';
import { paymentStateView } from '../bulks/bulk-words';

/** The payment columns of the history search and of a bulk's detail. */
export const paymentColumns: Column<PaymentRow>[] = [
  { key: 'date', header: 'Sent', render: (p) => formatDateTime(p.createdAt) },
  { key: 'payee', header: 'Payee', render: (p) => p.payeeName },
  { key: 'account', header: 'Account', render: (p) => p.accountIdentifier },
  { key: 'amount', header: 'Amount', align: 'right', render: (p) => formatMoney(p.amount, p.currency) },
  { key: 'reference', header: 'Reference', render: (p) => p.structuredReference ?? p.unstructuredReference ?? '' },
  {
    key: 'state',
    header: 'Outcome',
    render: (p) => {
      const v = paymentStateView(p.state);
      return <StatusBadge tone={v.tone}>{v.label}</StatusBadge>;
    },
  },
];
