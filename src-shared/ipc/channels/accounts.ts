import { z } from 'zod';
import { defineChannel } from '../define';
import { builtAtFirstUse } from '../../built-at-first-use';

/** Amounts cross IPC as exact decimal strings, never numbers. */
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

export const accountViewSchema = builtAtFirstUse(() =>
  z.object({
    /** The pool handle: the bank's name for the account in paths. */
    handle: z.string(),
    code: z.string(),
    name: z.string(),
    iban: z.string(),
    /** UK sort code and account number; null when the account has none. */
    gbSortCode: z.string().nullable(),
    gbAccountNumber: z.string().nullable(),
    currency: z.string(),
    booked: decimal,
    available: decimal,
    blocked: decimal,
    feesPayable: decimal,
    state: z.string(),
    stateReason: z.string().nullable(),
    archived: z.boolean(),
    /** Fields the bank sent null, missing or malformed (view key names): shown as "unknown", never as a value. */
    unknownFields: z.array(z.string()).optional(),
  }),
);
export type AccountView = z.infer<typeof accountViewSchema>;

const partyKeys = [
  'name',
  'firstname',
  'lastname',
  'iban',
  'bic',
  'gbSortCode',
  'gbAccountNumber',
  'street',
  'city',
  'postcode',
  'country',
  'email',
  'phone',
  'company',
  'euVatIdentifier',
  'displayName',
] as const;
export const partyViewSchema = builtAtFirstUse(() =>
  z.object(
    Object.fromEntries(partyKeys.map((k) => [k, z.string()])) as Record<(typeof partyKeys)[number], z.ZodString>,
  ),
);
export type PartyView = z.infer<typeof partyViewSchema>;

export const transactionViewSchema = builtAtFirstUse(() =>
  z.object({
    /** The bank's transaction_id for the detail path. */
    identifier: z.string(),
    uuid: z.string(),
    amount: decimal,
    currency: z.string(),
    /** `in` or `out` as the bank says it; other values are shown as they come. */
    direction: z.string(),
    state: z.string(),
    method: z.string(),
    submethod: z.string(),
    type: z.string(),
    counterparty: partyViewSchema,
    creditor: partyViewSchema,
    debtor: partyViewSchema,
    bookingDate: z.string(),
    executionTimestamp: z.string(),
    uxTimestamp: z.string(),
    dueDate: z.string().nullable(),
    unstructuredReference: z.string(),
    structuredReference: z.string(),
    endToEndId: z.string(),
    executionForDebt: z.string().nullable(),
    description: z.string(),
    /** Fields the bank sent null, missing or malformed (view key names): shown as "unknown", never as a value. */
    unknownFields: z.array(z.string()).optional(),
  }),
);
export type TransactionView = z.infer<typeof transactionViewSchema>;

/** The list filters the bank accepts (bank-api.md: paid, scheduled). */
export const transactionStateFilter = z.enum(['paid', 'scheduled']);
export type TransactionStateFilter = z.infer<typeof transactionStateFilter>;

/** Filters the bank also accepts (spec-notes.md: direction, from_date, to_date), passed through when set. */
export const transactionFiltersSchema = builtAtFirstUse(() =>
  z.object({
    state: transactionStateFilter.optional(),
    direction: z.enum(['in', 'out']).optional(),
    fromDate: z.iso.date().optional(),
    toDate: z.iso.date().optional(),
  }),
);
export type TransactionFilters = z.infer<typeof transactionFiltersSchema>;

const handle = z.string().min(1).max(200);

export const accountsChannels = {
  'accounts:list': defineChannel(
    () => z.object({}).strict(),
    () => z.object({ accounts: z.array(accountViewSchema), fetchedAt: z.string() }),
    'Fetches the signed-in PSU accounts and balances from the bank.',
  ),
  'accounts:transactions': defineChannel(
    () =>
      transactionFiltersSchema
        .unwrap()
        .extend({
          handle,
          /** From the previous page's answer, with the same filters; absent for the first page. */
          cursor: z.string().max(100).optional(),
        })
        .strict(),
    () =>
      z.object({
        count: z.number().int(),
        transactions: z.array(transactionViewSchema),
        cursor: z.string().nullable(),
      }),
    'One page of an account transactions; pass the returned cursor for the next page.',
  ),
  'accounts:transaction': defineChannel(
    () => z.object({ handle, identifier: z.string().min(1).max(200) }).strict(),
    () => transactionViewSchema,
    'One transaction, fetched fresh from the bank by its identifier.',
  ),
  'accounts:exportTransactions': defineChannel(
    () => transactionFiltersSchema.unwrap().extend({ handle }).strict(),
    () => z.object({ fileName: z.string(), mimeType: z.string(), content: z.string(), rowCount: z.number().int() }),
    'All transactions of an account (all pages, with the filter) as spreadsheet-safe CSV text.',
  ),
};
