// The payment rules, shared by the import screen, main (which re-checks before sending) and the CLI.
export * from './types';
export * from './fields';
export * from './execution-date';
export { parseAmount, detectDecimalStyle, type DecimalStyle } from './amount';
export { exactAmountText, isIsoCurrency, minorUnits } from './currency';
export { isValidRf, isValidFinnishReference, makeRf, makeFinnishReference } from './references';
export { validateRow } from './row-rules';
export { validatePayments, combineRowResults, paymentFingerprint } from './validate';
export { buildBulkRequests, splitIntoBulks, totalsByCurrency, MAX_PAYMENTS_PER_BULK } from './bulks';
