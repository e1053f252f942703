import { z } from 'zod';
import { BOOK_SLICE_MAX } from '../bounds';
import { defineChannel } from '../define';
import { CELL_VALUE_MAX } from '../../bank/schemas';
import { PAYEE_TRUST_STATES } from '../../payments/payee-checks';
import { builtAtFirstUse } from '../../built-at-first-use';

const trust = z.enum(PAYEE_TRUST_STATES as unknown as ['new', 'known', 'trusted', 'blocked']);
const iban = z.string().min(5).max(42);

/** One entry of the payee book (docs/payee-book.md): a payee and one IBAN it was paid to. */
export const payeeEntrySchema = builtAtFirstUse(() =>
  z.object({
    key: z.string(),
    payeeId: z.string().nullable(),
    name: z.string(),
    iban: z.string(),
    bic: z.string().nullable(),
    firstPaidAt: z.string().nullable(),
    lastPaidAt: z.string().nullable(),
    paymentCount: z.number().int(),
    recentAmounts: z.array(z.tuple([z.string(), z.string()])),
    trust,
    wasBlocked: z.boolean(),
    note: z.string().nullable(),
  }),
);
export type PayeeEntryView = z.output<typeof payeeEntrySchema>;

const changed = builtAtFirstUse(() => z.object({ iban: z.string(), entries: z.number().int() }));

export { BOOK_SLICE_MAX };

/** The book as the checks read it, for some payees and IBANs (`bookSliceFor`). */
const payeeAccountSchema = builtAtFirstUse(() =>
  z.object({
    key: z.string(),
    name: z.string(),
    iban: z.string(),
    trust,
    lastPaidAt: z.string().nullable(),
    paymentCount: z.number().int(),
    // As long as the book holds it: a payee file may give a longer id than the bank's 70 characters.
    payeeId: z.string().nullable().optional(),
  }),
);

/** The payee book: list, trust, block, unblock, CSV import and export (the Payees screen). */
export const payeesChannels = {
  'payees:bookFor': defineChannel(
    () =>
      z
        .object({
          payees: z
            .array(
              z
                .object({ name: z.string().max(CELL_VALUE_MAX), payeeId: z.string().max(CELL_VALUE_MAX).optional() })
                .strict(),
            )
            .max(BOOK_SLICE_MAX),
          ibans: z.array(z.string().max(42)).max(BOOK_SLICE_MAX),
          currencies: z.array(z.string().max(3)).max(50),
        })
        .strict(),
    () =>
      z.object({
        /** False when the book cannot be read now (a team database out of reach): the review says why. */
        available: z.boolean(),
        hasHistory: z.boolean(),
        accounts: z.array(payeeAccountSchema),
        usual: z.array(z.tuple([z.string(), z.string(), z.number().int(), z.number().int()])),
      }),
    "What the payee book knows of a file's payees and IBANs (the team's in team mode), so the Fix step shows the payee warnings Review shows.",
  ),
  'payees:list': defineChannel(
    () => z.object({ state: trust.optional(), search: z.string().max(140).optional() }).strict(),
    () => z.object({ entries: z.array(payeeEntrySchema) }),
    'The payee book, most recently paid first; filtered by trust state and by text in the name or IBAN.',
  ),
  'payees:trust': defineChannel(
    () => z.object({ iban }).strict(),
    () => changed,
    'Trusts an IBAN: a payee changing to it needs no further confirmation. Written to the audit log.',
  ),
  'payees:block': defineChannel(
    () => z.object({ iban, reason: z.string().max(500).optional() }).strict(),
    () => changed,
    'Blocks an IBAN: every payment to it is an error until it is unblocked. Written to the audit log.',
  ),
  'payees:unblock': defineChannel(
    () => z.object({ iban }).strict(),
    () => changed,
    'Lifts a block (the IBAN is remembered as once blocked). Written to the audit log.',
  ),
  'payees:exportCsv': defineChannel(
    () => z.object({}).strict(),
    () => z.object({ fileName: z.string(), mimeType: z.string(), content: z.string() }),
    'The payee book as CSV.',
  ),
  'payees:importCsv': defineChannel(
    () => z.object({ content: z.string().max(20_000_000) }).strict(),
    () => z.object({ rows: z.number().int() }),
    'Reads a payee book CSV (name and iban required): sets each row’s trust state and note; all rows or none.',
  ),
};
