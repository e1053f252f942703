// The per-row rules of the bank's bulk request: small rules over one row, composed by `compileRowRules`.
import { friendlyFormatIBAN, isValidBIC, ValidationErrorsIBAN } from 'ibantools';
import { checkIban, electronicIban } from './iban';
import { bankLength, MAX_END_TO_END_ID, MAX_STRUCTURED_REFERENCE, MAX_UNSTRUCTURED_REFERENCE } from '../bank/limits';
import { decimalsUsed, MAX_AMOUNT, parseAmount, type DecimalStyle } from './amount';
import { charactersOutside, STRICTEST_SET, transliterateToSepa } from './charset';
import { isIsoCurrency, minorUnits } from './currency';
import type { PaymentField, PaymentRow } from './fields';
import { paymentFingerprint } from './fingerprint';
import { collapseSpaces } from './text-scan';
import {
  compactReference,
  isValidFinnishReference,
  isValidRf,
  looksLikeFinnish,
  looksLikeRf,
  severalReferences,
} from './references';
import type { BulkPaymentItem, RowResult, ValidationOptions } from './types';
import { RowCheck, type DetailsWanted, type Draft, type FileRules, type Rule } from './row-check';

export { MAX_END_TO_END_ID, MAX_STRUCTURED_REFERENCE, MAX_UNSTRUCTURED_REFERENCE };
export type { DetailsWanted };

/** The words an Instant cell may hold, lower case (the fast path reads them too). */
export const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'x', 'kyllä', 'k', 'ja', 'j']);
export const FALSE_WORDS = new Set(['', 'false', 'no', 'n', '0', 'ei', 'nej', 'nein']);
export const NOT_ACCEPTED: PaymentField[] = ['due_date', 'payment_account', 'execute_verification_of_payee'];
const IBAN_CODES: Partial<Record<ValidationErrorsIBAN, string>> = {
  [ValidationErrorsIBAN.NoIBANCountry]: 'iban_country',
  [ValidationErrorsIBAN.WrongBBANLength]: 'iban_length',
  [ValidationErrorsIBAN.WrongBBANFormat]: 'iban_format',
  [ValidationErrorsIBAN.ChecksumNotNumber]: 'iban_format',
};
function sepaCharacters(field: PaymentField, text: string, check: RowCheck): void {
  const bad = charactersOutside(text, check.characterSet);
  if (!bad.length) return;
  // Listing the characters and spelling the preview costs more than every other rule of the row:
  // done only for the occurrences the caller keeps.
  if (check.detailsWanted && !check.detailsWanted('non_sepa_characters', field))
    check.report(field, 'non_sepa_characters', { field }, 'warning');
  else
    check.report(
      field,
      'non_sepa_characters',
      {
        field,
        characters: bad.map((c) => `“${c}”`).join(' '),
        // the same characters unquoted, for the group's one sentence (`characterGroupParams`)
        characterList: bad.join(''),
        preview: transliterateToSepa(text, 'plain', check.characterSet),
      },
      'warning',
    );
}

const raggedRow: Rule = (d) => {
  if (d.row.ragged) d.report('file', 'ragged_row', { line: d.row.line, ...d.row.ragged });
};

const notAcceptedFields: Rule = (d) => {
  for (const field of NOT_ACCEPTED) if (d.cell(field) !== '') d.report(field, 'field_not_accepted', { field });
};

const payeeName: Rule = (d) => {
  d.name = collapseSpaces(d.cell('name'));
  if (!d.name) d.report('name', 'name_missing', {});
  else sepaCharacters('name', d.name, d);
};

const payeeAccount: Rule = (d) => {
  const type = d.cell('account_identifier_type');
  if (type && type.toLowerCase() !== 'iban')
    d.report('account_identifier_type', 'account_type_unsupported', { value: type });
  d.iban = electronicIban(d.cell('iban'));
  if (!d.iban) return d.report('iban', 'iban_missing', {});
  const check = checkIban(d.iban);
  // A pain.001's other account number (Othr/Id), shown in the IBAN cell until the user enters an IBAN.
  const other = d.row.xml?.otherAccount;
  if (!check.valid && other !== undefined && d.cell('iban') === other)
    return d.report('iban', 'account_not_iban', { value: other });
  if (check.valid) {
    d.ibanValid = true;
    return;
  }
  const code = IBAN_CODES[check.errorCodes[0] ?? ValidationErrorsIBAN.WrongIBANChecksum] ?? 'iban_checksum';
  d.report('iban', code, { iban: friendlyFormatIBAN(d.iban) ?? d.iban });
};

const payeeBank: Rule = (d) => {
  const bic = d.cell('bic').replace(/\s+/g, '').toUpperCase();
  if (bic && !isValidBIC(bic)) d.report('bic', 'bic_invalid', { value: d.cell('bic') });
};

const DIGIT_0 = 48;
const POWERS_OF_TEN = [1, 10, 100, 1000];

/**
 * The common amount (`1234.5`: up to 10 digits, the file's mark, up to 3 decimals, no grouping, no
 * symbol) read by scanning its characters into integer minor units: its canonical text and minor
 * units, or undefined to take the general (decimal) path.
 */
function plainAmount(text: string, mark: number, digits: number): { text: string; minor: number } | undefined {
  const n = text.length;
  let whole = 0;
  let i = 0;
  for (; i < n; i++) {
    const c = text.charCodeAt(i) - DIGIT_0;
    if (c < 0 || c > 9) break;
    whole = whole * 10 + c;
  }
  if (i === 0 || i > 10) return undefined;
  let fraction = 0;
  let used = 0; // decimals up to the last non-zero one
  if (i < n) {
    if (text.charCodeAt(i) !== mark || n - i - 1 < 1 || n - i - 1 > 3) return undefined;
    for (let k = i + 1; k < n; k++) {
      const c = text.charCodeAt(k) - DIGIT_0;
      if (c < 0 || c > 9) return undefined;
      fraction = fraction * 10 + c;
      if (c !== 0) used = k - i;
    }
    fraction = fraction / POWERS_OF_TEN[n - i - 1 - used]!; // trailing zeros dropped: exact
  }
  if (used > digits) return undefined; // too many decimals: the general path words it
  const minor = whole * POWERS_OF_TEN[digits]! + fraction * POWERS_OF_TEN[digits - used]!;
  if (minor <= 0 || minor > MAX_AMOUNT_NUMBER * POWERS_OF_TEN[digits]!) return undefined;
  if (digits === 0) return { text: String(whole), minor };
  const decimals = String(minor % POWERS_OF_TEN[digits]!);
  return { text: `${whole}.${'000'.slice(decimals.length + 3 - digits)}${decimals}`, minor };
}

const MAX_AMOUNT_NUMBER = Number(MAX_AMOUNT);
const MARK: Record<DecimalStyle, number> = { dot: 46, comma: 44 };

function moneyRule(rules: FileRules): Rule {
  return (d) => {
    const cellText = d.cell('amount');
    const column = d.cell('currency').toUpperCase();
    const known = column || rules.defaultCurrency;
    if (known && /^[A-Z]{3}$/.test(known) && isIsoCurrency(known)) {
      const plain = plainAmount(cellText, MARK[rules.decimalStyle], minorUnits(known));
      if (plain) {
        d.currency = known;
        d.amountText = plain.text;
        d.minor = plain.minor;
        return;
      }
    }
    const equivalent = d.row.xml?.equivalentAmount;
    if (!cellText && equivalent) {
      const { amount, currency, transferCurrency } = equivalent;
      return d.report('amount', 'amount_equivalent', { amount, currency, transferCurrency });
    }
    const amount = parseAmount(cellText, rules.decimalStyle);
    d.currency = column || (amount.ok ? amount.currency : undefined) || rules.defaultCurrency;
    if (amount.ok && amount.currency && column && amount.currency !== column)
      d.report('currency', 'currency_conflict', { amountCurrency: amount.currency, columnCurrency: column });
    if (!d.currency) d.report('currency', 'currency_missing', {});
    else if (!/^[A-Z]{3}$/.test(d.currency) || !isIsoCurrency(d.currency)) {
      d.report('currency', 'currency_invalid', { value: d.currency });
      d.currency = '';
    }
    if (!amount.ok) return d.report('amount', amount.code, amount.params);
    if (!d.currency) return;
    const allowed = minorUnits(d.currency);
    if (decimalsUsed(amount.value) > allowed) {
      const [value, down, up] = [
        amount.value.toFixed(),
        amount.value.toFixed(allowed, 0),
        amount.value.toFixed(allowed, 3),
      ];
      return d.report('amount', 'amount_too_many_decimals', { currency: d.currency, allowed, value, down, up });
    }
    d.amountText = amount.value.toFixed(allowed);
    d.minor = Number(d.amountText.replace('.', ''));
  };
}

const methodAndInstant: Rule = (d) => {
  const raw = d.cell('method');
  const lower = raw.toLowerCase();
  d.method = lower === '' ? 'sepa' : lower === 'swift' ? 'international' : lower;
  if (d.method !== 'sepa' && d.method !== 'international') d.report('method', 'method_invalid', { value: raw });
  const instant = d.cell('instant');
  d.instant = TRUE_WORDS.has(instant.toLowerCase());
  if (!d.instant && !FALSE_WORDS.has(instant.toLowerCase())) d.report('instant', 'instant_invalid', { value: instant });
  if (d.instant && d.method === 'international') d.report('instant', 'instant_not_sepa', {});
  if (d.method === 'sepa' && d.currency && d.currency !== 'EUR')
    d.report('currency', 'sepa_not_eur', { currency: d.currency }, 'warning');
};

const referenceKind = (compact: string) => (looksLikeRf(compact) ? 'rf' : 'finnish');
const badCheckDigits = (compact: string) =>
  (looksLikeRf(compact) && !isValidRf(compact)) || (looksLikeFinnish(compact) && !isValidFinnishReference(compact));

/** Exactly one of structured and unstructured; a generic "Reference" column is structured when its check digits hold. */
const references: Rule = (d) => {
  // A pain.001's several Strd references are shown joined; once the user keeps one, that one is checked.
  const listed = d.row.xml?.references;
  const cell = d.cell('structured_reference');
  const several = listed && cell === listed.join(', ') ? listed : severalReferences(cell);
  if (several)
    d.report('structured_reference', 'structured_reference_several', {
      count: several.length,
      references: several.join(', '),
    });
  d.structured = compactReference(d.cell('structured_reference'));
  d.unstructured = d.cell('unstructured_reference');
  const generic = d.cell('reference');
  if (generic) {
    const compact = compactReference(generic);
    if (isValidRf(compact) || isValidFinnishReference(compact)) d.structured ||= compact;
    else {
      if (badCheckDigits(compact))
        d.report(
          'reference',
          'reference_check_digit',
          { value: generic, kind: referenceKind(compact), sentAs: 'message' },
          'warning',
        );
      d.unstructured ||= generic;
    }
  }
  const messageField: PaymentField = d.row.values.reference !== undefined ? 'reference' : 'unstructured_reference';
  if (d.structured && d.unstructured)
    d.report(generic ? messageField : 'structured_reference', 'reference_both', { generic: generic ? 1 : 0 });
  const documents = d.row.xml?.referredDocuments;
  if (!d.structured && !d.unstructured && documents)
    d.report(messageField, 'reference_documents_only', { documents: documents.join(', ') });
  else if (!d.structured && !d.unstructured) d.report(messageField, 'reference_missing', {});
};

const referenceLengths: Rule = (d) => {
  if (d.structured) {
    const field: PaymentField = d.row.values.structured_reference ? 'structured_reference' : 'reference';
    const length = bankLength(d.structured);
    if (length > MAX_STRUCTURED_REFERENCE)
      d.report(field, 'structured_reference_too_long', { length, max: MAX_STRUCTURED_REFERENCE });
    if (field === 'structured_reference' && badCheckDigits(d.structured))
      d.report(
        field,
        'reference_check_digit',
        { value: d.cell('structured_reference'), kind: referenceKind(d.structured), sentAs: 'structured' },
        'warning',
      );
    sepaCharacters(field, d.structured, d);
  }
  if (d.unstructured) {
    d.unstructured = collapseSpaces(d.unstructured);
    const field: PaymentField = d.row.values.unstructured_reference ? 'unstructured_reference' : 'reference';
    const length = bankLength(d.unstructured);
    if (length > MAX_UNSTRUCTURED_REFERENCE)
      d.report(field, 'unstructured_reference_too_long', { length, max: MAX_UNSTRUCTURED_REFERENCE });
    sepaCharacters(field, d.unstructured, d);
  }
};

/** A pain.001 file names the account it pays from; sending from another needs the user's "I have checked". */
function debtorAccountRule(rules: FileRules): Rule {
  return (d) => {
    if (d.row.debtorAccount && rules.payingAccountIban && d.row.debtorAccount !== rules.payingAccountIban)
      d.report(
        'payment_account',
        'debtor_account_mismatch',
        { fileIban: d.row.debtorAccount, chosenIban: rules.payingAccountIban },
        'warning',
      );
  };
}

/** U+FFFD stands for bytes that could not be read (a damaged UTF-8 file, or the wrong encoding chosen). */
const unreadableCharacters: Rule = (d) => {
  const values = d.row.values;
  for (const field in values)
    if (values[field as PaymentField]?.includes('\ufffd'))
      d.report(field as PaymentField, 'unreadable_character', { field });
};

const endToEndId: Rule = (d) => {
  d.endToEnd = d.cell('end_to_end_id');
  const length = bankLength(d.endToEnd);
  if (length > MAX_END_TO_END_ID)
    d.report('end_to_end_id', 'end_to_end_id_too_long', { length, max: MAX_END_TO_END_ID });
};

/** The bank item, keys in the order they have always been sent (the journal keeps exact bytes). */
function bankItem(d: Draft): BulkPaymentItem {
  const item = {
    amount: d.amountText!,
    currency: d.currency,
    counterparty: { name: d.name, account_identifier: d.iban, account_identifier_type: 'iban' },
  } as BulkPaymentItem;
  if (d.structured) item.structured_reference = d.structured;
  else item.unstructured_reference = d.unstructured;
  if (d.endToEnd) item.end_to_end_id = d.endToEnd;
  item.method = d.method as BulkPaymentItem['method'];
  if (d.instant) item.instant = true;
  return item;
}

/** Checks one row against every rule; what `compileRowRules` returns. */
export type RowValidator = (row: PaymentRow, index: number) => RowResult;

/**
 * The row rules for one file, with the file's settings read once (decimal mark, default
 * currency). Pure: the same answer in the window's worker, in main and in the CLI.
 */
export function compileRowRules(
  options: ValidationOptions = {},
  /** False leaves `message` empty, for a caller that words only the few issues it keeps (`issueMessage`). */
  withMessages = true,
  /** For a caller that keeps the first few issues of each kind and counts the rest (default: all wanted). */
  detailsWanted?: DetailsWanted,
): RowValidator {
  const characterSet = options.characterSet ?? STRICTEST_SET;
  const file: FileRules = {
    decimalStyle: options.decimalStyle ?? 'dot',
    defaultCurrency: options.defaultCurrency?.toUpperCase() ?? '',
    payingAccountIban: electronicIban(options.payingAccountIban ?? ''),
  };
  const rules: Rule[] = [
    raggedRow,
    notAcceptedFields,
    payeeName,
    payeeAccount,
    payeeBank,
    moneyRule(file),
    methodAndInstant,
    references,
    referenceLengths,
    endToEndId,
    unreadableCharacters,
    debtorAccountRule(file),
  ];
  return (row, index) => {
    const d = new RowCheck(row, index, withMessages, detailsWanted, characterSet);
    for (let i = 0; i < rules.length; i++) rules[i]!(d);
    const result: RowResult = d.amountText
      ? { amount: d.amountText, currency: d.currency, minor: d.minor, issues: d.issues }
      : { issues: d.issues };
    if (!d.hasError && d.amountText) result.payment = bankItem(d);
    else if (d.amountText && d.ibanValid) result.fingerprint = paymentFingerprint(bankItem(d));
    return result;
  };
}

/** One row against every rule (compile once with `compileRowRules` when checking many). */
export function validateRow(row: PaymentRow, index: number, options: ValidationOptions = {}): RowResult {
  return compileRowRules(options)(row, index);
}
