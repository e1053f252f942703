import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { decimalsUsed, parseAmount } from './amount';
import { nonSepaCharacters } from './charset';
import { isIsoCurrency, minorUnits } from './currency';
import { FIELD_LABELS, type PaymentField, type PaymentRow } from './fields';
import { compactReference, isValidFinnishReference, isValidRf, looksLikeFinnish, looksLikeRf } from './references';
import type { BulkPaymentItem, RowResult, ValidationIssue, ValidationOptions } from './types';

// Limits from bank-api.md (Bulk payment initiation, Limits).
export const MAX_STRUCTURED_REFERENCE = 35;
export const MAX_UNSTRUCTURED_REFERENCE = 140;
export const MAX_END_TO_END_ID = 36;

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'x', 'kyllä', 'k', 'ja', 'j']);
const FALSE_WORDS = new Set(['', 'false', 'no', 'n', '0', 'ei', 'nej', 'nein']);
const NOT_ACCEPTED: Partial<Record<PaymentField, string>> = {
  due_date:
    'Bulk payments are executed at once and cannot be scheduled; remove the due date, or pay this one separately later.',
  payment_account:
    'All payments of a bulk are paid from the one account you choose in Bulkpay; remove the per-row payment account.',
  execute_verification_of_payee:
    'Verification of payee is not available per payment inside a bulk; remove this column.',
};

function ibanProblem(
  code: ValidationErrorsIBAN,
  shown: string,
): { code: string; message: string; params: { iban: string } } {
  switch (code) {
    case ValidationErrorsIBAN.NoIBANCountry:
      return {
        code: 'iban_country',
        params: { iban: shown },
        message: `“${shown}” does not start with a known country code (e.g. FI, DE, SE); check the account number.`,
      };
    case ValidationErrorsIBAN.WrongBBANLength:
      return {
        code: 'iban_length',
        params: { iban: shown },
        message: `“${shown}” has the wrong length for its country; a digit may be missing or extra.`,
      };
    case ValidationErrorsIBAN.WrongBBANFormat:
    case ValidationErrorsIBAN.ChecksumNotNumber:
      return {
        code: 'iban_format',
        params: { iban: shown },
        message: `“${shown}” is not written the way IBANs of its country are; check the account number.`,
      };
    default:
      return {
        code: 'iban_checksum',
        params: { iban: shown },
        message: `Check digits do not match (${shown}); check the account number for a mistyped digit.`,
      };
  }
}

/** Every per-row rule of the bulk request. Pure: the same answer in the window, in main and in the CLI. */
export function validateRow(row: PaymentRow, index: number, options: ValidationOptions = {}): RowResult {
  const issues: ValidationIssue[] = [];
  const add = (
    field: PaymentField,
    code: string,
    message: string,
    severity: 'error' | 'warning' = 'error',
    params?: Record<string, string | number>,
  ) => issues.push({ line: row.line, row: index, field, code, message, severity, ...(params ? { params } : {}) });
  const value = (f: PaymentField) => (row.values[f] ?? '').trim();
  const warnCharset = (field: PaymentField, text: string) => {
    const bad = nonSepaCharacters(text);
    if (bad.length)
      add(
        field,
        'non_sepa_characters',
        `${FIELD_LABELS[field]} contains ${bad.map((c) => `“${c}”`).join(' ')}, outside the SEPA character set; the bank may replace or reject them. Consider writing them without accents or symbols.`,
        'warning',
        { field, chars: bad.map((c) => `“${c}”`).join(' ') },
      );
  };

  if (row.ragged) {
    const { cells, header, delimiter } = row.ragged;
    issues.push({
      line: row.line,
      row: index,
      field: 'file',
      code: 'ragged_row',
      severity: 'error',
      params: { line: row.line, cells, header, delimiter: delimiter === '\t' ? 'tab' : delimiter },
      message: `Line ${row.line} has ${cells} columns but the header has ${header}, so its values may be in the wrong fields (an amount or name containing an unquoted “${delimiter === '\t' ? 'tab' : delimiter}” shifts them). Fix the line in the file (put quotes around that field) and open it again, or remove this row.`,
    });
  }

  for (const [field, message] of Object.entries(NOT_ACCEPTED) as [PaymentField, string][]) {
    if (value(field) !== '') add(field, 'field_not_accepted', message, 'error', { context: field, field });
  }

  const name = value('name').replace(/\s+/g, ' ');
  if (!name)
    add('name', 'name_missing', 'The payee name is empty; enter the name of the person or company being paid.');
  else warnCharset('name', name);

  const type = value('account_identifier_type').toLowerCase();
  if (type && type !== 'iban')
    add(
      'account_identifier_type',
      'account_type_unsupported',
      `Account type “${value('account_identifier_type')}” is not supported; bulk payments go to IBAN accounts only.`,
      'error',
      { value: value('account_identifier_type') },
    );
  const iban = electronicFormatIBAN(value('iban')) ?? '';
  if (!iban) add('iban', 'iban_missing', "The payee's IBAN is empty; enter the account number the money goes to.");
  else {
    const check = validateIBAN(iban);
    if (!check.valid) {
      const problem = ibanProblem(
        check.errorCodes[0] ?? ValidationErrorsIBAN.WrongIBANChecksum,
        friendlyFormatIBAN(iban) ?? iban,
      );
      add('iban', problem.code, problem.message, 'error', problem.params);
    }
  }
  const bic = value('bic').replace(/\s+/g, '').toUpperCase();
  if (bic && !isValidBIC(bic))
    add(
      'bic',
      'bic_invalid',
      `“${value('bic')}” is not a BIC (8 or 11 letters and digits, e.g. NDEAFIHH); correct it or leave it empty.`,
      'error',
      { value: value('bic') },
    );

  // Amount and currency
  const amount = parseAmount(value('amount'), options.decimalStyle ?? 'dot');
  const columnCurrency = value('currency').toUpperCase();
  let currency =
    columnCurrency || (amount.ok ? amount.currency : undefined) || options.defaultCurrency?.toUpperCase() || '';
  if (amount.ok && amount.currency && columnCurrency && amount.currency !== columnCurrency) {
    add(
      'currency',
      'currency_conflict',
      `The amount says ${amount.currency} but the currency column says ${columnCurrency}; make them agree.`,
      'error',
      { amountCurrency: amount.currency, columnCurrency },
    );
  }
  if (!currency)
    add(
      'currency',
      'currency_missing',
      'No currency: fill in the currency column (e.g. EUR) or choose the payment account so its currency is used.',
    );
  else if (!/^[A-Z]{3}$/.test(currency) || !isIsoCurrency(currency)) {
    add(
      'currency',
      'currency_invalid',
      `“${currency}” is not an ISO 4217 currency code; use a code such as EUR, SEK or USD.`,
      'error',
      { currency },
    );
    currency = '';
  }
  let amountText: string | undefined;
  if (!amount.ok) add('amount', amount.code, amount.message, 'error', amount.params);
  else if (currency) {
    const allowed = minorUnits(currency);
    if (decimalsUsed(amount.value) > allowed) {
      add(
        'amount',
        'amount_too_many_decimals',
        `${currency} allows ${allowed === 0 ? 'no decimals' : `at most ${allowed} decimals`}, but the amount is ${amount.value.toFixed()}; round it to ${amount.value.toFixed(allowed, 0)} or ${amount.value.toFixed(allowed, 3)}.`,
        'error',
        {
          currency,
          allowed,
          amount: amount.value.toFixed(),
          down: amount.value.toFixed(allowed, 0),
          up: amount.value.toFixed(allowed, 3),
        },
      );
    } else amountText = amount.value.toFixed(allowed);
  }

  // Method and instant
  const methodRaw = value('method').toLowerCase();
  const method = methodRaw === '' ? 'sepa' : methodRaw === 'swift' ? 'international' : methodRaw;
  if (method !== 'sepa' && method !== 'international')
    add(
      'method',
      'method_invalid',
      `Method “${value('method')}” is unknown; use sepa or international (or leave it empty for sepa).`,
      'error',
      { value: value('method') },
    );
  const instantRaw = value('instant').toLowerCase();
  const instant = TRUE_WORDS.has(instantRaw);
  if (!instant && !FALSE_WORDS.has(instantRaw))
    add('instant', 'instant_invalid', `Instant “${value('instant')}” should be yes or no.`, 'error', {
      value: value('instant'),
    });
  if (instant && method === 'international')
    add(
      'instant',
      'instant_not_sepa',
      'Instant payment is only possible with the sepa method; set instant to no or the method to sepa.',
    );
  if (method === 'sepa' && currency && currency !== 'EUR')
    add(
      'currency',
      'sepa_not_eur',
      `SEPA payments are in euros, but this one is in ${currency}; check the currency or use the international method.`,
      'warning',
      { currency },
    );

  // References: exactly one of structured and unstructured.
  let structured = compactReference(value('structured_reference'));
  let unstructured = value('unstructured_reference');
  const generic = value('reference');
  if (generic) {
    const compact = compactReference(generic);
    if (isValidRf(compact) || isValidFinnishReference(compact)) structured ||= compact;
    else {
      if (looksLikeRf(compact) || looksLikeFinnish(compact))
        add(
          'reference',
          'reference_check_digit',
          `“${generic}” looks like a ${looksLikeRf(compact) ? 'RF creditor' : 'Finnish'} reference but its check digits are wrong, so it will be sent as a free-text message; check it against the invoice.`,
          'warning',
          { value: generic },
        );
      unstructured ||= generic;
    }
  }
  const referenceField: PaymentField = row.values.reference !== undefined ? 'reference' : 'unstructured_reference';
  if (structured && unstructured && !generic)
    add(
      'structured_reference',
      'reference_both',
      'Give either a structured reference or a message, not both; the bank rejects payments with both.',
    );
  else if (structured && unstructured)
    add(
      referenceField,
      'reference_both',
      'This row has both a structured reference and a message; keep only one, the bank rejects payments with both.',
    );
  if (!structured && !unstructured)
    add(
      referenceField,
      'reference_missing',
      'Every payment needs a reference or a message; enter the invoice reference or a short message to the payee.',
    );
  if (structured) {
    const field: PaymentField = row.values.structured_reference ? 'structured_reference' : 'reference';
    if (structured.length > MAX_STRUCTURED_REFERENCE)
      add(
        field,
        'structured_reference_too_long',
        `The structured reference has ${structured.length} characters; the bank allows at most ${MAX_STRUCTURED_REFERENCE}.`,
        'error',
        { length: structured.length, max: MAX_STRUCTURED_REFERENCE },
      );
    if (
      field === 'structured_reference' &&
      ((looksLikeRf(structured) && !isValidRf(structured)) ||
        (looksLikeFinnish(structured) && !isValidFinnishReference(structured)))
    ) {
      add(
        field,
        'reference_check_digit',
        `“${value('structured_reference')}” looks like a ${looksLikeRf(structured) ? 'RF creditor' : 'Finnish'} reference but its check digits are wrong; check it against the invoice.`,
        'warning',
        { value: value('structured_reference') },
      );
    }
    warnCharset(field, structured);
  }
  if (unstructured) {
    unstructured = unstructured.replace(/\s+/g, ' ');
    const field: PaymentField = row.values.unstructured_reference ? 'unstructured_reference' : 'reference';
    if (unstructured.length > MAX_UNSTRUCTURED_REFERENCE)
      add(
        field,
        'unstructured_reference_too_long',
        `The message has ${unstructured.length} characters; the bank allows at most ${MAX_UNSTRUCTURED_REFERENCE}. Shorten it.`,
        'error',
        { length: unstructured.length, max: MAX_UNSTRUCTURED_REFERENCE },
      );
    warnCharset(field, unstructured);
  }
  const endToEnd = value('end_to_end_id');
  if (endToEnd.length > MAX_END_TO_END_ID)
    add(
      'end_to_end_id',
      'end_to_end_id_too_long',
      `The end-to-end id has ${endToEnd.length} characters; the bank allows at most ${MAX_END_TO_END_ID}.`,
      'error',
      { length: endToEnd.length, max: MAX_END_TO_END_ID },
    );

  const hasError = issues.some((i) => i.severity === 'error');
  const money = amount.ok && currency && amountText ? { amount: amountText, currency } : {};
  if (hasError || !amountText) return { ...money, issues };
  const payment: BulkPaymentItem = {
    amount: amountText,
    currency,
    counterparty: { name, account_identifier: iban, account_identifier_type: 'iban' },
    ...(structured ? { structured_reference: structured } : { unstructured_reference: unstructured }),
    ...(endToEnd ? { end_to_end_id: endToEnd } : {}),
    method: method as BulkPaymentItem['method'],
    ...(instant ? { instant: true as const } : {}),
  };
  return { ...money, payment, issues };
}
