/**
 * One message from the bank about one field of a request (a payment of a bulk, a debt), or about
 * the whole request when `field` is null. It stays this object from the bank client to the screen
 * (history, import table, single-payment form); words are made from it only by
 * `bankFieldErrorText`, never parsed back from words. (No zod here: the renderer imports this
 * file, and zod's start-up probe for eval would trip its CSP; the schema is field-error-schema.ts.)
 */
export interface BankFieldError {
  /** Dotted field path as the bank named it, e.g. `amount` or `counterparty.account_identifier`. */
  field: string | null;
  /** `bank_message`: the bank's own words are in `params.message` (it sends no codes of its own). */
  code: string;
  params: Record<string, string>;
}

/** A bank message about `field` (null: the whole request). */
export const bankMessage = (field: string | null, message: string): BankFieldError => ({
  field,
  code: 'bank_message',
  params: { message },
});

/** The words for one field error, the same on every surface: "field: message" or the message. */
export function bankFieldErrorText(e: BankFieldError): string {
  const message = e.params.message ?? e.code;
  return e.field ? `${e.field}: ${message}` : message;
}
