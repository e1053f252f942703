/**
 * Team schema 12: a search term of one or two characters matches the start of a payee's name, an
 * IBAN or a reference (team-history-search.ts). Trigram indexes serve "contains" only from three
 * characters on, so a shorter term used to read every payment of the history; these b-tree
 * indexes in pattern order serve "starts with" as an index range, whatever the history's size.
 * About 30–60 bytes per payment each (bench/RESULTS.md). Built CONCURRENTLY, after the version's
 * transaction: desktops keep writing the history (and sending) while a large history is indexed.
 */
export const TEAM_SHORT_TERMS_INDEXES = [
  {
    name: 'history_payments_payee_prefix',
    definition: 'bulkpay.history_payments (lower(payee_name) text_pattern_ops)',
  },
  {
    name: 'history_payments_account_prefix',
    definition: 'bulkpay.history_payments (account_identifier text_pattern_ops)',
  },
  {
    name: 'history_payments_reference_prefix',
    definition: 'bulkpay.history_payments (reference_text text_pattern_ops)',
  },
];
