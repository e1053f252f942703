// The run difference (docs/payee-book.md): what changed against the previous run that paid the
// same payees: "3 new payees, 1 IBAN changed, 2 amounts up more than 40%". One pure function,
// `runDifference`; main finds the previous run (src-main/adapters/sqlite/previous-run.ts) and the window,
// the team release and the run report PDF show its result.
import Big from 'big.js';
import { z } from 'zod';
import { AMOUNT_CHANGE_SHARE } from './amount-change';
import type { BulkRequestBody } from '../bank/schemas';
import { electronicIban } from './iban';
import { payeeKey } from './payee-checks';
import { builtAtFirstUse } from '../built-at-first-use';

/** Payees listed per kind; the rest are counted. */
export const DIFFERENCE_LISTED = 20;

/** One payment as the difference compares it. */
export interface ComparedPayment {
  name: string;
  iban: string;
  amount: string;
  currency: string;
  payeeId?: string | null;
}

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const listed = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ count: z.number().int().nonnegative(), first: z.array(item).max(DIFFERENCE_LISTED) });
const amountChange = builtAtFirstUse(() =>
  z.object({ name: z.string(), currency: z.string(), old: decimal, new: decimal }),
);

export const runDifferenceSchema = builtAtFirstUse(() =>
  z.object({
    /** The run compared against: its file, when it was sent, how many payees it paid. */
    previous: z.object({ fileName: z.string(), sentAt: z.string(), payees: z.number().int().nonnegative() }),
    newPayees: listed(z.object({ name: z.string(), iban: z.string() })),
    ibanChanged: listed(z.object({ name: z.string(), oldIban: z.string(), newIban: z.string() })),
    amountsUp: listed(amountChange),
    amountsDown: listed(amountChange),
    /** Payees the previous run paid that this one does not. */
    notPaidNow: listed(z.object({ name: z.string() })),
  }),
);
export type RunDifference = z.infer<typeof runDifferenceSchema>;

interface PayeeTotals {
  name: string;
  ibans: string[];
  sums: Map<string, Big>;
}

/** Each payee of a run (by `payeeKey`): its name as last seen, its IBANs in order, its sum per currency. */
export function payeesOfRun(payments: Iterable<ComparedPayment>): Map<string, PayeeTotals> {
  const payees = new Map<string, PayeeTotals>();
  for (const p of payments) {
    const key = payeeKey(p.name, p.payeeId);
    let t = payees.get(key);
    if (!t) payees.set(key, (t = { name: p.name, ibans: [], sums: new Map() }));
    const iban = electronicIban(p.iban);
    if (!t.ibans.includes(iban)) t.ibans.push(iban);
    t.sums.set(p.currency, (t.sums.get(p.currency) ?? new Big(0)).plus(p.amount));
  }
  return payees;
}

const push = <T>(into: { count: number; first: T[] }, item: T) => {
  if (into.first.length < DIFFERENCE_LISTED) into.first.push(item);
  into.count++;
};
const empty = <T>(): { count: number; first: T[] } => ({ count: 0, first: [] });

/** The amount changes of one payee paid in both runs, per currency both paid it in. */
function compareAmounts(now: PayeeTotals, before: PayeeTotals, diff: RunDifference): void {
  const share = new Big(AMOUNT_CHANGE_SHARE);
  for (const [currency, sum] of now.sums) {
    const old = before.sums.get(currency);
    if (!old || old.lte(0)) continue;
    const change = { name: now.name, currency, old: old.toFixed(), new: sum.toFixed() };
    if (sum.gt(old.times(share.plus(1)))) push(diff.amountsUp, change);
    else if (sum.lt(old.times(new Big(1).minus(share)))) push(diff.amountsDown, change);
  }
}

/** This run against the previous one: new payees, changed IBANs, amounts moved by more than 40%, payees left out. */
export function runDifference(
  now: ReadonlyMap<string, PayeeTotals>,
  before: ReadonlyMap<string, PayeeTotals>,
  previous: RunDifference['previous'],
): RunDifference {
  const diff: RunDifference = {
    previous,
    newPayees: empty(),
    ibanChanged: empty(),
    amountsUp: empty(),
    amountsDown: empty(),
    notPaidNow: empty(),
  };
  for (const [key, payee] of now) {
    const old = before.get(key);
    if (!old) {
      push(diff.newPayees, { name: payee.name, iban: payee.ibans[0]! });
      continue;
    }
    const moved = payee.ibans.find((iban) => !old.ibans.includes(iban));
    if (moved) push(diff.ibanChanged, { name: payee.name, oldIban: old.ibans.at(-1)!, newIban: moved });
    compareAmounts(payee, old, diff);
  }
  for (const [key, payee] of before) if (!now.has(key)) push(diff.notPaidNow, { name: payee.name });
  return diff;
}

/** The payments of the bulk requests a review would send, as the difference compares them. */
export function comparedPaymentsOf(requests: readonly BulkRequestBody[], defaultCurrency: string): ComparedPayment[] {
  return requests.flatMap((r) =>
    r.payments.map((p) => ({
      name: p.counterparty.name,
      iban: p.counterparty.account_identifier,
      amount: p.amount,
      currency: p.currency ?? defaultCurrency,
    })),
  );
}
