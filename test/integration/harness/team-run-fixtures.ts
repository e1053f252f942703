// A run of one payment to hand a team, the bank client it is for, and a wait for what a test hears:
// what the team's tests share (team-events.test.ts, run-change-reads.test.ts, team-store.test.ts…).

/** The bank client and customer a test run is prepared for (and sent as). */
export const TPP = { tpp: 'tpp-client', customer: 'customer-1' };

/** A run of one payment, as a preparer hands it over (its payment passed alongside: onePayment). */
export const runToSubmit = () => ({
  fileName: 'payroll-november.csv',
  fileSha256: 'a'.repeat(64),
  payingAccount: 'FI2112345600000785',
  paymentCount: 1,
  totals: { EUR: '1250.50' },
  plan: { bulks: [] },
  planHash: 'plan-hash',
  warningsAcknowledged: [],
  bankTpp: TPP.tpp,
  bankCustomer: TPP.customer,
});

/** The run's one payment, as the team's duplicate check keeps it (its count and sum are the run's). */
export const onePayment = () => [
  {
    line: 2,
    fingerprint: 'DE89370400440532013000|1250.50|EUR|November salary',
    payee: 'Jürgen Müller',
    amount: '1250.50',
    currency: 'EUR',
    iban: 'DE89370400440532013000',
  },
];

/**
 * What `find` answers once it answers (polled every 20 ms), or a throw naming `what` after `ms`: a
 * guard against a hang, not a bound on time (no assertion is about time), so generous on a busy machine.
 */
export async function until<T>(what: string, find: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
