// English words for every issue code, from the code and its params only: the CLI and the screens
// not yet translated use them; a translation needs nothing but `{ code, params }` either.
import type { IssueParams } from '../bank/schemas';
import { FIELD_LABELS, type PaymentField } from './fields';
import { withGroupedIbans } from './iban-groups';

type Params = IssueParams;
type Words = (p: Params) => string;
const s = (p: Params, key: string) => String(p[key] ?? '');
const label = (p: Params) => FIELD_LABELS[p.field as PaymentField] ?? String(p.field ?? '');

const NOT_ACCEPTED: Record<string, string> = {
  due_date:
    'Bulk payments are executed at once and cannot be scheduled; remove the due date, or pay this one separately later.',
  payment_account:
    'All payments of a bulk are paid from the one account you choose in Bulkpay; remove the per-row payment account.',
  execute_verification_of_payee:
    'Verification of payee is not available per payment inside a bulk; remove this column.',
};

/** Every code a rule or the file reader emits, with the params its words use. */
export const ISSUE_WORDS: Record<string, Words> = {
  ragged_row: (p) =>
    `Line ${s(p, 'line')} has ${s(p, 'cells')} columns but the header has ${s(p, 'header')}, so its values may be in the wrong fields (an amount or name containing an unquoted “${p.delimiter === '\t' ? 'tab' : s(p, 'delimiter')}” shifts them). Fix the line in the file (put quotes around that field) and open it again, or remove this row.`,
  field_not_accepted: (p) => NOT_ACCEPTED[s(p, 'field')] ?? `${label(p)} is not accepted in a bulk; remove it.`,
  name_missing: () => 'The payee name is empty; enter the name of the person or company being paid.',
  // Without `characters` (a fast check lists them only for the first occurrences): the sentence without them.
  non_sepa_characters: (p) =>
    p.characters === undefined
      ? `${label(p)} contains characters this bank does not take (such as accented letters or symbols); it may replace or reject them. Consider writing them as the bank takes them (Transliterate).`
      : `${label(p)} contains ${s(p, 'characters')}, which this bank does not take; it may replace or reject them. Consider writing them as the bank takes them (“${s(p, 'preview')}”).`,
  account_type_unsupported: (p) =>
    `Account type “${s(p, 'value')}” is not supported; bulk payments go to IBAN accounts only.`,
  account_not_iban: (p) =>
    `The payee's account “${s(p, 'value')}” is not an IBAN (it is given as another account number, Othr/Id); bulk payments go to IBAN accounts only: ask the payee for their IBAN.`,
  iban_missing: () => "The payee's IBAN is empty; enter the account number the money goes to.",
  iban_country: (p) =>
    `“${s(p, 'iban')}” does not start with a known country code (e.g. FI, DE, SE); check the account number.`,
  iban_length: (p) => `“${s(p, 'iban')}” has the wrong length for its country; a digit may be missing or extra.`,
  iban_format: (p) => `“${s(p, 'iban')}” is not written the way IBANs of its country are; check the account number.`,
  iban_checksum: (p) => `Check digits do not match (${s(p, 'iban')}); check the account number for a mistyped digit.`,
  bic_invalid: (p) =>
    `“${s(p, 'value')}” is not a BIC (8 or 11 letters and digits, e.g. NDEAFIHH); correct it or leave it empty.`,
  amount_equivalent: (p) =>
    `The amount is given as ${s(p, 'amount')} ${s(p, 'currency')} to be converted into ${s(p, 'transferCurrency')} (EqvtAmt); the bank takes the amount in the currency that is paid: export it as the instructed amount (InstdAmt).`,
  amount_missing: () => 'The amount is empty; enter the amount to pay, e.g. 125.50.',
  amount_unreadable: (p) =>
    `“${s(p, 'value')}” is not an amount in this file's number format (decimal ${p.style === 'comma' ? 'comma, e.g. 1.234,56' : 'point, e.g. 1,234.56'}); correct it, or change the decimal setting if the whole file uses the other format.`,
  amount_not_positive: (p) =>
    `The amount must be more than zero (found “${s(p, 'value')}”); payments out are written as positive amounts.`,
  amount_too_large: (p) =>
    `The amount ${s(p, 'value')} is above Bulkpay's limit of ${s(p, 'max')} per payment; check for a typing mistake, or split the payment.`,
  amount_too_many_decimals: (p) =>
    `${s(p, 'currency')} allows ${p.allowed === 0 ? 'no decimals' : `at most ${s(p, 'allowed')} decimals`}, but the amount is ${s(p, 'value')}; round it to ${s(p, 'down')} or ${s(p, 'up')}.`,
  currency_conflict: (p) =>
    `The amount says ${s(p, 'amountCurrency')} but the currency column says ${s(p, 'columnCurrency')}; make them agree.`,
  currency_missing: () =>
    'No currency: fill in the currency column (e.g. EUR) or choose the payment account so its currency is used.',
  currency_invalid: (p) => `“${s(p, 'value')}” is not an ISO 4217 currency code; use a code such as EUR, SEK or USD.`,
  method_invalid: (p) =>
    `Method “${s(p, 'value')}” is unknown; use sepa or international (or leave it empty for sepa).`,
  instant_invalid: (p) => `Instant “${s(p, 'value')}” should be yes or no.`,
  instant_not_sepa: () =>
    'Instant payment is only possible with the sepa method; set instant to no or the method to sepa.',
  sepa_not_eur: (p) =>
    `SEPA payments are in euros, but this one is in ${s(p, 'currency')}; check the currency or use the international method.`,
  reference_check_digit: (p) =>
    `“${s(p, 'value')}” looks like a ${p.kind === 'rf' ? 'RF creditor' : 'Finnish'} reference but its check digits are wrong${p.sentAs === 'message' ? ', so it will be sent as a free-text message' : ''}; check it against the invoice.`,
  reference_both: (p) =>
    p.generic
      ? 'This row has both a structured reference and a message; keep only one, the bank rejects payments with both.'
      : 'Give either a structured reference or a message, not both; the bank rejects payments with both.',
  structured_reference_several: (p) =>
    `This payment carries ${s(p, 'count')} structured references (${s(p, 'references')}); the bank takes one per payment, and Bulkpay does not join them into one. Split it into one payment per reference in your system, or send the references as a message.`,
  reference_documents_only: (p) =>
    `The payment names only the invoice or document (${s(p, 'documents')}, RfrdDocInf), which the bank cannot pass on; give the payee's reference (CdtrRefInf) or a message (Ustrd) in your system and export the file again.`,
  reference_missing: () =>
    'Every payment needs a reference or a message; enter the invoice reference or a short message to the payee.',
  structured_reference_too_long: (p) =>
    `The structured reference has ${s(p, 'length')} characters; the bank allows at most ${s(p, 'max')}.`,
  unstructured_reference_too_long: (p) =>
    `The message has ${s(p, 'length')} characters; the bank allows at most ${s(p, 'max')}. Shorten it.`,
  end_to_end_id_too_long: (p) =>
    `The end-to-end id has ${s(p, 'length')} characters; the bank allows at most ${s(p, 'max')}.`,
  duplicate_in_file: (p) =>
    `Same payee, amount and reference as line ${s(p, 'firstLine')}; remove one unless you mean to pay twice.`,
  sent_recently: (p) =>
    `An identical payment was already sent on ${s(p, 'date')}; remove this row unless you mean to pay again.`,
  debtor_account_mismatch: (p) =>
    `The file says to pay from ${s(p, 'fileIban')} (DbtrAcct), but you chose ${s(p, 'chosenIban')}; choose that account, or confirm that this one should pay.`,
  payee_is_paying_account: (p) =>
    `This pays ${s(p, 'account')} (${s(p, 'iban')}), the account the bulk is paid from; the bank refuses the whole bulk for it. Correct the payee's IBAN or remove the row.`,
  unreadable_character: (p) =>
    `${label(p)} holds characters that could not be read (shown as “�”); the file's encoding may be wrong or the file damaged: retype them, or choose another encoding.`,
  // The payee checks (payee-checks.ts, docs/payee-book.md)
  payee_bank_details_changed: (p) =>
    `This payee was paid before to ${s(p, 'oldIban')} (last on ${s(p, 'lastPaid')}); this payment goes to ${s(p, 'newIban')}, an account they have never been paid to. Confirm the change with the payee by phone (not by e-mail) before sending.`,
  payee_new: () => 'This payee has never been paid before; check the name and IBAN against the invoice.',
  iban_other_payee: (p) =>
    `${s(p, 'iban')} was paid before under another payee's name (“${s(p, 'otherName')}”); check that this account really belongs to this payee.`,
  amount_unusual: (p) =>
    `${s(p, 'amount')} ${s(p, 'currency')} is far from what this payee is usually paid (median ${s(p, 'median')} ${s(p, 'currency')}); check the amount.`,
  payee_blocked: (p) =>
    `${s(p, 'iban')} is blocked in the payee book; remove this row, or unblock the account in Payees if it was blocked by mistake.`,
  name_lookalike_characters: (p) =>
    `The payee name holds characters that look like others or change how it displays: “${s(p, 'escaped')}”; retype the name.`,
  // The file itself
  column_missing: (p) =>
    `No column for ${label(p)}: the headers are ${s(p, 'headers')}. Make line ${s(p, 'line')} name the columns (see the CSV template), or choose the column in the mapping step.`,
  total_line: (p) =>
    `Line ${s(p, 'line')} looks like a total line and is not a payment; it is left out (remove it from the file if it is a payment).`,
  unclosed_quote: (p) =>
    `A quoted field starting on line ${s(p, 'line')} never ends; add the missing closing quote (").`,
  decimal_mark_unclear: (p) =>
    `The decimal mark is unclear: the first rows read with “${s(p, 'first')}” as the decimal mark, later rows use “${s(p, 'later')}”. Choose the decimal mark (in the CLI: --decimal dot or --decimal comma), then check the file again.`,
  invalid_utf8: (p) =>
    `Line ${s(p, 'line')} has bytes that are not valid UTF-8 (the rest of the file is UTF-8), shown as “�”; retype the characters on that line or export the file again as UTF-8.`,
  pain001_count_mismatch: (p) =>
    `${s(p, 'level')} NbOfTxs says ${s(p, 'declared')} payments but the file holds ${s(p, 'actual')}; the file may be cut short or edited by hand: export it again.`,
  pain001_sum_mismatch: (p) =>
    `${s(p, 'level')} CtrlSum says ${s(p, 'declared')} but the payments add up to ${s(p, 'actual')}; the file may be cut short or edited by hand: export it again.`,
  pain001_execution_date: (p) =>
    `The file asks for execution on ${s(p, 'date')} (ReqdExctnDt), but bulk payments are executed at once when approved; send the file on that day, or accept that it is paid now.`,
  pain001_execution_date_no_such_day: (p) =>
    `The file asks for execution on ${s(p, 'date')} (ReqdExctnDt), a day that does not exist; the file may have been made or edited by hand: check its dates, or export it again.`,
  pain001_debtor_account: (p) =>
    `The file says to pay from ${s(p, 'iban')} (DbtrAcct); check that this is the account you choose in Bulkpay.`,
};

/** The English sentence of an issue; an unknown code still says something a person can act on. */
export function issueMessage(code: string, params: Params = {}): string {
  const words = ISSUE_WORDS[code];
  return words
    ? words(withGroupedIbans(params))
    : `Problem “${code}” in this row; check the value against the bank's rules.`;
}

/** An issue with its English sentence made from its own code and params. */
export function withMessage<T extends { code: string; params?: Params }>(issue: T): T & { message: string } {
  return { ...issue, message: issueMessage(issue.code, issue.params) };
}
