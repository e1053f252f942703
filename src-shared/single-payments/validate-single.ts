import type { SinglePaymentForm } from '../ipc/channels/single-payments';
import { type PaymentField, validateRow } from '../payments';
import { calendarProblemText, isoDateProblem } from '../validation/calendar-date';

export type SingleField = keyof SinglePaymentForm;

/** What is sent to the bank once the form is valid: canonical values, amount exact. */
export interface SinglePaymentRequest {
  accountHandle: string;
  receiverName: string;
  /** Electronic format, no spaces. */
  iban: string;
  bic: string;
  /** Canonical decimal string with the currency's minor units, e.g. "1250.50". */
  amount: string;
  currency: string;
  dueDate: string;
  unstructuredReference: string;
  endToEndId: string;
}

/** A message for one form field: a code with its params (worded per surface), and the English sentence. */
export interface FieldMessage {
  code: string;
  message: string;
  params?: Record<string, string | number>;
}

export interface SingleValidation {
  /** One message per field that blocks sending. */
  errors: Partial<Record<SingleField, FieldMessage>>;
  /** Messages the user should read but may send anyway. */
  warnings: Partial<Record<SingleField, FieldMessage>>;
  /** Set when there are no errors. */
  request?: SinglePaymentRequest;
}

const FORM_FIELD: Partial<Record<PaymentField, SingleField>> = {
  name: 'receiverName',
  iban: 'iban',
  bic: 'bic',
  amount: 'amount',
  currency: 'currency',
  reference: 'unstructuredReference',
  unstructured_reference: 'unstructuredReference',
  end_to_end_id: 'endToEndId',
};

/** A single payment has no method field: the bulk rule that SEPA means euros does not apply. */
const NOT_FOR_SINGLE = new Set(['sepa_not_eur']);

function dueDateProblem(value: string, today: string): FieldMessage | undefined {
  const problem = isoDateProblem(value);
  // Written as a date, but no such day (2026-11-31): say that, not "write it as YYYY-MM-DD".
  if (problem && problem !== 'format') return { ...problem, message: calendarProblemText(problem) };
  if (problem)
    return {
      code: 'due_date_invalid',
      message: `“${value}” is not a date; write it as YYYY-MM-DD, e.g. ${today}.`,
      params: { value, today },
    };
  if (value < today)
    return {
      code: 'due_date_past',
      message: `The due date ${value} is in the past; use today (${today}) or a later day.`,
      params: { value, today },
    };
  return undefined;
}

/**
 * The single-payment form checked with the same rules as a bulk row (IBAN, BIC, amount and its
 * decimals, references and their limits), plus what only a single payment has: the paying
 * account, whose currency the payment is made in, and a due date. Pure: the form shows these
 * messages as the user types, and main checks again before anything is sent.
 */
export function validateSinglePayment(
  form: SinglePaymentForm,
  context: { accountCurrency: string | undefined; today: string },
): SingleValidation {
  const errors: SingleValidation['errors'] = {};
  const warnings: SingleValidation['warnings'] = {};
  const accountCurrency = context.accountCurrency?.toUpperCase();
  const currency = form.currency.trim().toUpperCase() || accountCurrency || '';

  if (!form.accountHandle.trim() || !accountCurrency)
    errors.accountHandle = { code: 'paying_account_missing', message: 'Choose the account the payment is paid from.' };
  else if (currency && currency !== accountCurrency) {
    errors.currency = {
      code: 'single_currency_mismatch',
      message: `The chosen account holds ${accountCurrency}, and a single payment is paid in the account's currency. Choose a ${currency} account or change the currency to ${accountCurrency}.`,
      params: { accountCurrency, currency },
    };
  }

  const row = validateRow(
    {
      line: 1,
      values: {
        name: form.receiverName,
        iban: form.iban,
        bic: form.bic,
        amount: form.amount,
        currency,
        unstructured_reference: form.unstructuredReference,
        end_to_end_id: form.endToEndId,
      },
    },
    0,
    { defaultCurrency: accountCurrency, decimalStyle: 'dot' },
  );
  for (const issue of row.issues) {
    const field = issue.field === 'file' ? undefined : FORM_FIELD[issue.field];
    if (!field || NOT_FOR_SINGLE.has(issue.code)) continue;
    const target = issue.severity === 'error' ? errors : warnings;
    target[field] ??= { code: issue.code, message: issue.message, ...(issue.params ? { params: issue.params } : {}) };
  }

  const dueDate = form.dueDate.trim() || context.today;
  const dateProblem = dueDateProblem(dueDate, context.today);
  if (dateProblem) errors.dueDate = dateProblem;

  if (Object.keys(errors).length || !row.payment || !row.amount) return { errors, warnings };
  return {
    errors,
    warnings,
    request: {
      accountHandle: form.accountHandle.trim(),
      receiverName: row.payment.counterparty.name,
      iban: row.payment.counterparty.account_identifier,
      bic: form.bic.replace(/\s+/g, '').toUpperCase(),
      amount: row.amount,
      currency: row.payment.currency,
      dueDate,
      unstructuredReference: row.payment.unstructured_reference ?? row.payment.structured_reference ?? '',
      endToEndId: form.endToEndId.trim(),
    },
  };
}
