import { z } from 'zod';
import { defineChannel } from '../define';
import { builtAtFirstUse } from '../../built-at-first-use';

/** The single-payment form as typed; main checks it with the shared rules before anything is sent. */
export const singlePaymentFormSchema = builtAtFirstUse(() =>
  z
    .object({
      /** Pool handle of the paying account. */
      accountHandle: z.string().max(200),
      receiverName: z.string().max(200),
      iban: z.string().max(64),
      bic: z.string().max(20),
      /** Decimal string as typed, e.g. "1250.50". */
      amount: z.string().max(40),
      currency: z.string().max(3),
      /** YYYY-MM-DD. */
      dueDate: z.string().max(10),
      unstructuredReference: z.string().max(500),
      endToEndId: z.string().max(100),
    })
    .strict(),
);
export type SinglePaymentForm = z.infer<typeof singlePaymentFormSchema>;

/** A single payment (the bank's debt object) as the UI shows it; only documented fields. */
export const singlePaymentViewSchema = builtAtFirstUse(() =>
  z.object({
    uuid: z.string(),
    accountHandle: z.string(),
    /** The bank's payment state: unverified, verified, paid, notenoughbalance, cancelled, scheduled, or a new one. */
    status: z.string(),
    /** True when the state will not change any more (paid, notenoughbalance, cancelled). */
    final: z.boolean(),
    /** False until the user confirms; the bank then starts the approval. */
    confirmed: z.boolean(),
    amount: z.string(),
    currency: z.string(),
    receiverName: z.string(),
    iban: z.string(),
    bic: z.string(),
    dueDate: z.string().nullable(),
    issueDate: z.string().nullable(),
    unstructuredReference: z.string(),
    endToEndId: z.string(),
    lastPaymentTimestamp: z.string().nullable(),
    /** Set when following the payment stopped before a final state, with what to do. */
    problem: z.string().nullable(),
  }),
);
export type SinglePaymentView = z.infer<typeof singlePaymentViewSchema>;

const singlePaymentRef = builtAtFirstUse(() =>
  z.object({ accountHandle: z.string().min(1).max(200), uuid: z.string().min(1).max(64) }).strict(),
);

export const singlePaymentsChannels = {
  'singlePayments:create': defineChannel(
    () => singlePaymentFormSchema,
    () => singlePaymentViewSchema,
    'Checks the single-payment form and creates the payment at the bank, unconfirmed; field errors come back in details.fields.',
  ),
  'singlePayments:confirm': defineChannel(
    () => singlePaymentRef,
    () => singlePaymentViewSchema,
    'Confirms a created payment; main then follows it and pushes singlePayments:changed until it is paid or fails.',
  ),
  'singlePayments:get': defineChannel(
    () => singlePaymentRef,
    () => singlePaymentViewSchema,
    'The payment as the bank has it now.',
  ),
};

export const singlePaymentsEvents = {
  /** A followed single payment changed state. */
  'singlePayments:changed': singlePaymentViewSchema,
};
