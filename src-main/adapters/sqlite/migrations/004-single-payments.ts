/**
 * Single payments in the history. The payment tables are built around bulks, so a single payment
 * is kept as a bulk of one with `kind = 'single'`: it then shows in the History screen and payment
 * search like any other payment, while bulk lists, bulk look-ups and status tracking skip it
 * (it is stored as processed: the single-payment service follows it, not the bulk tracker).
 */
export default `
ALTER TABLE bulks ADD COLUMN kind TEXT NOT NULL DEFAULT 'bulk' CHECK (kind IN ('bulk', 'single'));
`;
