import { useMemo, useState, type FormEvent } from 'react';
import { paymentStateTone } from '../../../src-shared/accounts/display';
import type { SinglePaymentView, SinglePaymentForm } from '../../../src-shared/ipc/channels/single-payments';
import {
  validateSinglePayment,
  type FieldMessage,
  type SingleField,
} from '../../../src-shared/single-payments/validate-single';
import { localToday } from '../../../src-shared/i18n/date-input';
import { DateField } from '../../components/DateField';
import { Field } from '../../components/Field';
import { ProgressBar } from '../../components/ProgressBar';
import { StatusBadge } from '../../components/StatusBadge';
import { bankStateLabel, formatDate, formatMoney, unlessUnknown } from './format';
import { formatDecimal, parseLocaleDecimal } from '../../../src-shared/i18n/format';
import { useLocale } from '../../i18n/locale';
import { useAccounts } from './accounts-store';
import { MAX_END_TO_END_ID, MAX_UNSTRUCTURED_REFERENCE } from '../../../src-shared/bank/limits';
import { useT } from '../../i18n/useT';

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

/** The final states with their own sentence (accountsScreens.outcome.*); others show the state's label. */
const OUTCOMES = new Set(['paid', 'notenoughbalance', 'cancelled']);

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The rules see the canonical amount ("10.999"); the user typed it in their locale ("10,999"). */
function inLocaleDecimals(m: FieldMessage, locale: string): FieldMessage {
  if (!m.params || !m.code.startsWith('amount_')) return m;
  const params = Object.fromEntries(
    Object.entries(m.params).map(([k, v]) => [
      k,
      typeof v === 'string' && DECIMAL.test(v) ? formatDecimal(v, locale) : v,
    ]),
  );
  return { ...m, params };
}

type AccountView = ReturnType<typeof useAccounts.getState>['accounts'][number];

/**
 * The form's state: its fields checked with the same rules as bulk rows as the user types (shown
 * once submit was tried), the bank's own field problems, and the submit that creates the payment.
 */
function useSinglePaymentForm(accounts: AccountView[]) {
  const createPayment = useAccounts((s) => s.createPayment);
  const [form, setForm] = useState<SinglePaymentForm>({ ...EMPTY, accountHandle: accounts[0]?.handle ?? '' });
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<SingleField, FieldMessage>>>({});
  const { message } = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The due date's own problem: while there is one, form.dueDate is the last good date, not the one on screen.
  const [dateProblem, setDateProblem] = useState<string>();
  const account = accounts.find((a) => a.handle === form.accountHandle);
  // The amount as the user's locale writes it ("1250,50" in Finnish), sent as a canonical decimal.
  const locale = useLocale((s) => s.locale);
  const canonical = useMemo(
    () => ({ ...form, amount: parseLocaleDecimal(form.amount, locale) ?? form.amount }),
    [form, locale],
  );
  const checked = useMemo(
    () => validateSinglePayment(canonical, { accountCurrency: account?.currency, today: localToday() }),
    [canonical, account?.currency],
  );
  const words = (m: FieldMessage | undefined) => (m ? message(inLocaleDecimals(m, locale)) : undefined);
  const errorOf = (f: SingleField) => words(tried ? (checked.errors[f] ?? serverErrors[f]) : serverErrors[f]);
  const field = (f: SingleField) => ({
    value: form[f],
    error: errorOf(f),
    hint: words(checked.warnings[f]),
    onChange: (e: { target: { value: string } }) => {
      setForm({ ...form, [f]: e.target.value });
      setServerErrors({ ...serverErrors, [f]: undefined });
    },
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setProblem(null);
    if (dateProblem || Object.keys(checked.errors).length) return;
    setBusy(true);
    const error = await createPayment(canonical);
    setBusy(false);
    if (!error) return;
    const fields = (error.details as { fields?: Partial<Record<SingleField, FieldMessage>> } | undefined)?.fields;
    if (fields) setServerErrors(fields);
    setProblem(error.message);
  };
  const dueDateError = (tried && dateProblem) || errorOf('dueDate');
  return { form, setForm, account, locale, field, errorOf, submit, busy, problem, dueDateError, setDateProblem };
}

/** The account paid from, with its available balance. */
function AccountChoice({
  accounts,
  value,
  error,
  onChange,
}: {
  accounts: AccountView[];
  value: string;
  error: string | undefined;
  onChange(handle: string): void;
}) {
  const { t } = useT();
  return (
    <div className="field">
      <label htmlFor="pay-account">{t('accountsScreens.payFrom')}</label>
      <select id="pay-account" value={value} onChange={(e) => onChange(e.target.value)}>
        {accounts.map((a) => (
          <option key={a.handle} value={a.handle}>
            {t('accountsScreens.accountOption', {
              name: a.name,
              iban: a.iban,
              available: unlessUnknown(a, 'available', () => formatMoney(a.available, a.currency)),
            })}
          </option>
        ))}
      </select>
      {error && <small className="error">{error}</small>}
    </div>
  );
}

/** The single-payment form, checked with the same rules as bulk rows as the user types. */
function PaymentForm() {
  const accounts = useAccounts((s) => s.accounts).filter((a) => !a.archived);
  const { t } = useT();
  const { form, setForm, account, locale, field, errorOf, submit, busy, problem, dueDateError, setDateProblem } =
    useSinglePaymentForm(accounts);
  return (
    <form className="panel payment-form" onSubmit={submit} aria-labelledby="pay-title" noValidate>
      <h2 id="pay-title">{t('accountsScreens.newPayment')}</h2>
      <AccountChoice
        accounts={accounts}
        value={form.accountHandle}
        error={errorOf('accountHandle')}
        onChange={(accountHandle) => setForm({ ...form, accountHandle })}
      />
      <Field label={t('accountsScreens.receiverName')} autoComplete="off" {...field('receiverName')} />
      <div className="field-row">
        <Field label={t('field.iban')} className="mono" spellCheck={false} {...field('iban')} />
        <Field label={t('accountsScreens.bicOptional')} className="mono" spellCheck={false} {...field('bic')} />
      </div>
      <div className="field-row">
        <Field
          label={t('accountsScreens.amount')}
          inputMode="decimal"
          placeholder={formatDecimal('1250.50', locale).replace(/\s/g, '')}
          {...field('amount')}
        />
        <Field
          label={t('accountsScreens.currency')}
          placeholder={account?.currency ?? 'EUR'}
          maxLength={3}
          {...field('currency')}
        />
        <DateField
          label={t('accountsScreens.dueDate')}
          min={localToday()}
          {...field('dueDate')}
          error={dueDateError}
          onProblem={setDateProblem}
          onChange={(iso) => field('dueDate').onChange({ target: { value: iso } })}
        />
      </div>
      <Field
        label={t('accountsScreens.messageToReceiver')}
        maxLength={MAX_UNSTRUCTURED_REFERENCE}
        {...field('unstructuredReference')}
      />
      <Field label={t('accountsScreens.endToEndIdOptional')} maxLength={MAX_END_TO_END_ID} {...field('endToEndId')} />
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('accountsScreens.creating') : t('accountsScreens.createPayment')}
        </button>
      </div>
    </form>
  );
}

function PaymentFacts({ p }: { p: SinglePaymentView }) {
  const from = useAccounts((s) => s.accounts.find((a) => a.handle === p.accountHandle));
  const { t } = useT();
  return (
    <dl className="facts">
      <dt>{t('accountsScreens.amount')}</dt>
      <dd>
        <strong>{formatMoney(p.amount, p.currency)}</strong>
      </dd>
      <dt>{t('accountsScreens.from')}</dt>
      <dd>{from ? `${from.name} · ${from.iban}` : p.accountHandle}</dd>
      <dt>{t('accountsScreens.receiver')}</dt>
      <dd>{p.receiverName}</dd>
      <dt>{t('field.iban')}</dt>
      <dd className="mono">{p.iban}</dd>
      {p.bic && (
        <>
          <dt>BIC</dt>
          <dd className="mono">{p.bic}</dd>
        </>
      )}
      <dt>{t('accountsScreens.dueDate')}</dt>
      <dd>{p.dueDate ? formatDate(p.dueDate) : '—'}</dd>
      <dt>{t('accountsScreens.message')}</dt>
      <dd>{p.unstructuredReference || '—'}</dd>
      {p.endToEndId && (
        <>
          <dt>{t('accountsScreens.endToEndId')}</dt>
          <dd className="mono">{p.endToEndId}</dd>
        </>
      )}
      <dt>{t('accountsScreens.state')}</dt>
      <dd>
        {p.confirmed ? (
          <StatusBadge tone={paymentStateTone(p.status)}>{bankStateLabel(p.status)}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{t('accountsScreens.createdNotConfirmed')}</StatusBadge>
        )}
      </dd>
    </dl>
  );
}

/** What the bank created, the confirmation, then the payment's progress to its final state. */
function PaymentProgress({ payment }: { payment: SinglePaymentView }) {
  const { confirmPayment, clearPayment } = useAccounts();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useT();
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
          ? t('accountsScreens.checkAndConfirm')
          : payment.final
            ? t('accountsScreens.paymentFinished')
            : t('accountsScreens.paymentOnItsWay')}
      </h2>
      <PaymentFacts p={payment} />
      {!payment.confirmed && <p>{t('accountsScreens.confirmIntro')}</p>}
      {payment.confirmed && !payment.final && (
        <>
          <p>{t('accountsScreens.approveOnPhone')}</p>
          <ProgressBar label={t('accountsScreens.paymentProgress')} />
        </>
      )}
      {payment.final && (
        <p className={payment.status === 'paid' ? 'notice notice-success' : 'notice notice-error'}>
          {OUTCOMES.has(payment.status)
            ? t(`accountsScreens.outcome.${payment.status}`)
            : bankStateLabel(payment.status)}
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
            {busy ? t('accountsScreens.confirming') : t('accountsScreens.confirmPayment')}
          </button>
        )}
        {(!payment.confirmed || payment.final || payment.problem) && (
          <button type="button" onClick={clearPayment}>
            {payment.confirmed ? t('accountsScreens.newPaymentButton') : t('accountsScreens.discard')}
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
