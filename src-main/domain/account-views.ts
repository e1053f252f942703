import type { AccountView, PartyView, TransactionView } from '../../src-shared/ipc/channels/accounts';
import type { Account, Party, Transaction } from './bank-schemas';

/*
 * Bank shapes → what the UI shows. Only documented fields, already stripped of anything
 * undocumented by the client's schemas, are copied by name; amounts stay decimal strings.
 */

/** Bank field names whose view key is not simply the camelCase of the name. */
const VIEW_KEY: Record<string, string> = {
  account_balance: 'booked',
  account_available_balance: 'available',
  account_blocked_balance: 'blocked',
  account_fees_payables_balance: 'feesPayable',
  payment_account_state: 'state',
  payment_account_state_reason: 'stateReason',
  generic_description: 'description',
};
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The view keys of the fields the bank left unknown in one list row. */
export function unknownViewFields(row: { unknown_fields?: string[] }): string[] {
  return (row.unknown_fields ?? []).map((f) => VIEW_KEY[f] ?? camel(f));
}

export function accountView(a: Account): AccountView {
  return {
    handle: a.handle,
    code: a.code,
    name: a.name,
    iban: a.iban,
    gbSortCode: a.gb_sort_code || null,
    gbAccountNumber: a.gb_account_number || null,
    currency: a.currency,
    booked: a.account_balance,
    available: a.account_available_balance,
    blocked: a.account_blocked_balance,
    feesPayable: a.account_fees_payables_balance,
    state: a.payment_account_state,
    stateReason: a.payment_account_state_reason,
    archived: a.archived,
    unknownFields: unknownViewFields(a),
  };
}

export function partyView(p: Party): PartyView {
  return {
    name: p.name,
    firstname: p.firstname,
    lastname: p.lastname,
    iban: p.iban,
    bic: p.bic,
    gbSortCode: p.gb_sort_code,
    gbAccountNumber: p.gb_account_number,
    street: p.street,
    city: p.city,
    postcode: p.postcode,
    country: p.country,
    email: p.email,
    phone: p.phone,
    company: p.company,
    euVatIdentifier: p.eu_vat_identifier,
    displayName: p.display_name,
  };
}

export function transactionView(t: Transaction): TransactionView {
  return {
    identifier: t.identifier,
    uuid: t.uuid,
    amount: t.amount,
    currency: t.currency,
    direction: t.direction,
    state: t.state,
    method: t.method,
    submethod: t.submethod,
    type: t.type,
    counterparty: partyView(t.counterparty),
    creditor: partyView(t.creditor),
    debtor: partyView(t.debtor),
    bookingDate: t.booking_date,
    executionTimestamp: t.execution_timestamp,
    uxTimestamp: t.ux_timestamp,
    dueDate: t.due_date,
    unstructuredReference: t.unstructured_reference,
    structuredReference: t.structured_reference,
    endToEndId: t.end_to_end_id,
    executionForDebt: t.execution_for_debt,
    description: t.generic_description,
    unknownFields: unknownViewFields(t),
  };
}
