import { useMemo, useState, type FormEvent } from 'react';
import { paymentStateLabel, paymentStateTone } from '../../../src-shared/accounts/display';
import type { DebtView, SinglePaymentForm } from '../../../src-shared/ipc/channels/debts';
import { validateSinglePayment, type SingleField } from '../../../src-shared/payments-single/validate-single';
import { Field } from '../../components/Field';
import { ProgressBar } from '../../components/ProgressBar';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate, formatMoney, unlessUnknown } from './format';
import { formatDecimal, parseLocaleDecimal } from '../../../src-shared/i18n/format';
import { useLocale } from '../../i18n/locale';
import { useAccounts } from './accounts-store';
import { MAX_END_TO_END_ID, MAX_UNSTRUCTURED_REFERENCE } from '../../../src-shared/bank/limits';

const today = () => new Date().toLocaleDateString('sv-SE'); // YYYY-MM-DD in local time
const EMPTY: SinglePaymentForm = {
  accountHandle: '',
  receiverName: '',
  iban: '',
  bic: '',
  amount: '',
  currency: '',
  dueDate: '',
  unstructuredReference: '',
  endToEndId: '',
};

const OUTCOME: Record<string, string> = {
  paid: 'The payment was made.',
  notenoughbalance:
    'The account did not have enough balance, so the payment was not made. Add funds or choose another account, then create it again.',
  cancelled: 'The payment was cancelled at the bank and was not made.',
};

/** The single-payment form, checked with the same rules as bulk rows as the user types. */
function PaymentForm() {
  const accounts = useAccounts((s) => s.accounts).filter((a) => !a.archived);
  const createPayment = useAccounts((s) => s.createPayment);
  const [form, setForm] = useState<SinglePaymentForm>({ ...EMPTY, accountHandle: accounts[0]?.handle ?? '' });
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<SingleField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const account = accounts.find((a) => a.handle === form.accountHandle);
  // The amount as the user's locale writes it ("1250,50" in Finnish), sent as a canonical decimal.
  const locale = useLocale((s) => s.locale);
  const canonical = useMemo(
    () => ({ ...form, amount: parseLocaleDecimal(form.amount, locale) ?? form.amount }),
    [form, locale],
  );
  const checked = useMemo(
    () => validateSinglePayment(canonical, { accountCurrency: account?.currency, today: today() }),
    [canonical, account?.currency],
  );
  const errorOf = (f: SingleField) => (tried ? (checked.errors[f] ?? serverErrors[f]) : serverErrors[f]);
  const field = (f: SingleField) => ({
    value: form[f],
    error: errorOf(f),
    hint: checked.warnings[f],
    onChange: (e: { target: { value: string } }) => {
      setForm({ ...form, [f]: e.target.value });
      setServerErrors({ ...serverErrors, [f]: undefined });
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setProblem(null);
    if (Object.keys(checked.errors).length) return;
    setBusy(true);
    const error = await createPayment(canonical);
    setBusy(false);
    if (!error) return;
    const fields = (error.details as { fields?: Partial<Record<SingleField, string>> } | undefined)?.fields;
    if (fields) setServerErrors(fields);
    setProblem(error.message);
  };

  return (
    <form className="panel payment-form" onSubmit={submit} aria-labelledby="pay-title" noValidate>
      <h2 id="pay-title">New single payment</h2>
      <div className="field">
        <label htmlFor="pay-account">Pay from</label>
        <select
          id="pay-account"
          value={form.accountHandle}
          onChange={(e) => setForm({ ...form, accountHandle: e.target.value })}
        >
          {accounts.map((a) => (
            <option key={a.handle} value={a.handle}>
              {a.name} · {a.iban} · available{' '}
              {unlessUnknown(a, 'available', () => formatMoney(a.available, a.currency))}
            </option>
          ))}
        </select>
        {errorOf('accountHandle') && <small className="error">{errorOf('accountHandle')}</small>}
      </div>
      <Field label="Receiver name" autoComplete="off" {...field('receiverName')} />
      <div className="field-row">
        <Field label="IBAN" className="mono" spellCheck={false} {...field('iban')} />
        <Field label="BIC (optional)" className="mono" spellCheck={false} {...field('bic')} />
      </div>
      <div className="field-row">
        <Field
          label="Amount"
          inputMode="decimal"
          placeholder={formatDecimal('1250.50', locale).replace(/\s/g, '')}
          {...field('amount')}
        />
        <Field label="Currency" placeholder={account?.currency ?? 'EUR'} maxLength={3} {...field('currency')} />
        <Field label="Due date" type="date" min={today()} {...field('dueDate')} />
      </div>
      <Field
        label="Message to the receiver"
        maxLength={MAX_UNSTRUCTURED_REFERENCE}
        {...field('unstructuredReference')}
      />
      <Field label="End-to-end id (optional)" maxLength={MAX_END_TO_END_ID} {...field('endToEndId')} />
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create payment'}
        </button>
      </div>
    </form>
  );
}

function PaymentFacts({ p }: { p: DebtView }) {
  const from = useAccounts((s) => s.accounts.find((a) => a.handle === p.accountHandle));
  return (
    <dl className="facts">
      <dt>Amount</dt>
      <dd>
        <strong>{formatMoney(p.amount, p.currency)}</strong>
      </dd>
      <dt>From</dt>
      <dd>{from ? `${from.name} · ${from.iban}` : p.accountHandle}</dd>
      <dt>Receiver</dt>
      <dd>{p.receiverName}</dd>
      <dt>IBAN</dt>
      <dd className="mono">{p.iban}</dd>
      {p.bic && (
        <>
          <dt>BIC</dt>
          <dd className="mono">{p.bic}</dd>
        </>
      )}
      <dt>Due date</dt>
      <dd>{p.dueDate ? formatDate(p.dueDate) : '—'}</dd>
      <dt>Message</dt>
      <dd>{p.unstructuredReference || '—'}</dd>
      {p.endToEndId && (
        <>
          <dt>End-to-end id</dt>
          <dd className="mono">{p.endToEndId}</dd>
        </>
      )}
      <dt>State</dt>
      <dd>
        {p.confirmed ? (
          <StatusBadge tone={paymentStateTone(p.status)}>{paymentStateLabel(p.status)}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Created, not confirmed</StatusBadge>
        )}
      </dd>
    </dl>
  );
}

/** What the bank created, the confirmation, then the payment's progress to its final state. */
function PaymentProgress({ payment }: { payment: DebtView }) {
  const { confirmPayment, clearPayment } = useAccounts();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const error = await confirmPayment();
    setBusy(false);
    setProblem(error?.message ?? null);
  };
  return (
    <section className="panel payment-progress" aria-labelledby="progress-title" aria-live="polite">
      <h2 id="progress-title">
        {!payment.confirmed
          ? 'Check and confirm the payment'
          : payment.final
            ? 'Payment finished'
            : 'Payment on its way'}
      </h2>
      <PaymentFacts p={payment} />
      {!payment.confirmed && (
        <p>
          The bank has created this payment but will not pay it until you confirm. Confirming starts the approval on
          your phone.
        </p>
      )}
      {payment.confirmed && !payment.final && (
        <>
          <p>Approve the payment on your phone. Bulkpay checks its state until it is paid or fails.</p>
          <ProgressBar label="Payment progress" />
        </>
      )}
      {payment.final && (
        <p className={payment.status === 'paid' ? 'notice notice-success' : 'notice notice-error'}>
          {OUTCOME[payment.status] ?? paymentStateLabel(payment.status)}
        </p>
      )}
      {(problem ?? payment.problem) && (
        <p className="notice notice-error" role="alert">
          {problem ?? payment.problem}
        </p>
      )}
      <div className="actions">
        {!payment.confirmed && (
          <button type="button" className="primary" onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Confirming…' : 'Confirm payment'}
          </button>
        )}
        {(!payment.confirmed || payment.final || payment.problem) && (
          <button type="button" onClick={clearPayment}>
            {payment.confirmed ? 'New payment' : 'Discard'}
          </button>
        )}
      </div>
    </section>
  );
}

export function SinglePayment() {
  const payment = useAccounts((s) => s.payment);
  return payment ? <PaymentProgress payment={payment} /> : <PaymentForm />;
}
