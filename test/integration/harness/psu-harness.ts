// Shared set-up for the consent, accounts and single-payment integration tests: a real sandbox
// over loopback HTTP, a TPP onboarded through the real client (the bank tests' harness), and the
// PSU services exactly as core wires them, with the event bus and the history on a real SQLite file.
import { ok } from '../../../src-shared/result';
import type { EventName } from '../../../src-shared/ipc/contract';
import { createPsuServices, type PsuServices } from '../../../src-main/features/bank-session/psu-services';
import { EventBus } from '../../../src-main/platform/events';
import { HistoryStore } from '../../../src-main/adapters/sqlite/history-store';
import { historyRecorder } from '../../../src-main/features/single-payments/recorder';
import { SEEDED_PSU } from '../../../src-sandbox/index';
import { connect, type Connected } from './bank-harness';

export interface PsuWorld extends Connected {
  psu: PsuServices;
  events: { event: EventName; payload: unknown }[];
  /** Signs the seeded PSU in through the real consent flow, approving on the "phone" (control API). */
  signIn(): Promise<void>;
  /** The newest open consent's id, as the phone would see it. */
  openConsentId(): Promise<string>;
}

/** Fast polling so tests finish in seconds; the backoff itself is unit-tested. */
export async function psuWorld(): Promise<PsuWorld> {
  const connected = await connect();
  const events: PsuWorld['events'] = [];
  const bus = new EventBus();
  bus.addSink((event, payload) => events.push({ event, payload }));
  const psu = createPsuServices({
    clientOf: async () => ok(connected.client),
    events: bus,
    recorder: historyRecorder(new HistoryStore(connected.db)),
    session: { poll: { delayMs: () => 50 } },
    payments: { followDelayMs: () => 50 },
  });
  // The bank harness signed a PSU in on the client directly; start from a clean client state.
  connected.client.setPsuToken(undefined);

  const openConsentId = async () => {
    for (let i = 0; i < 50; i++) {
      const open = (await connected.control.listConsents()).filter((c) => c.state === 'open');
      const newest = open.at(-1);
      if (newest) return newest.id;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('no open consent at the sandbox');
  };

  return {
    ...connected,
    psu,
    events,
    openConsentId,
    async signIn() {
      const started = await psu.session.signIn(SEEDED_PSU.email, SEEDED_PSU.password);
      if (!started.ok) throw new Error(started.error.message);
      await connected.control.approveConsent(await openConsentId());
      const settled = await psu.session.whenSettled();
      if (settled.state !== 'signed_in') throw new Error(`not signed in: ${JSON.stringify(settled.problem)}`);
    },
    async close() {
      psu.dispose();
      await connected.close();
    },
  };
}

/** Every value in every table of the database, as one string, to search for leaked text. */
export function dumpDatabase(db: Connected['db']): string {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_text%'",
    )
    .all() as { name: string }[];
  return tables.map((t) => JSON.stringify(db.prepare(`SELECT * FROM "${t.name}"`).all())).join('\n');
}
