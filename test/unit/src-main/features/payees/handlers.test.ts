import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { EventBus } from '../../../../../src-main/platform/events';
import { payeesHandlers } from '../../../../../src-main/features/payees/handlers';
import { createBulkServices } from '../../../../../src-main/features/send/bulk-services';
import { channels } from '../../../../../src-shared/ipc/contract';
import { err } from '../../../../../src-shared/result';
import type { TeamService } from '../../../../../src-main/app/team-service';
import { processedStatus } from '../../../harness/history-fixtures';
import { sqliteSendStores } from '../../../../../src-main/adapters/sqlite/send-stores';

function services() {
  const db = openDatabase(':memory:');
  if (!db.ok) throw new Error(db.error.message);
  const bulks = createBulkServices({
    stores: sqliteSendStores(db.value),
    events: new EventBus(),
    actor: 'clerk',
    bank: async () => err('offline', 'x'),
  });
  const payments = [
    {
      amount: '10.00',
      currency: 'EUR',
      payeeName: 'Acme Oy',
      accountIdentifier: 'FI21 1234 5600 0007 85',
      accountIdentifierType: 'iban',
      method: 'sepa',
      instant: false,
    },
    {
      amount: '20.00',
      currency: 'EUR',
      payeeName: 'Bo Li',
      accountIdentifier: 'DE89370400440532013000',
      accountIdentifierType: 'iban',
      method: 'sepa',
      instant: false,
    },
  ];
  // The book learns what the bank paid (docs/payee-book.md).
  const id = bulks.store.recordBulk({ sequence: 1, paymentAccount: 'acc', createdBy: 'clerk', payments });
  bulks.store.markAccepted(id, { bankBulkId: 'bank-1', statusUrl: 'https://bank.test/status/bank-1/' });
  bulks.store.applyStatus(id, processedStatus('bank-1', payments, ['paid', 'paid']));
  return { h: payeesHandlers(bulks), db: db.value, bulks };
}

describe('payees channels', () => {
  it('list the book as recorded bulks fill it, filter by state and text, and answer what the contract says', async () => {
    const { h } = services();
    const all = await h['payees:list']({});
    expect(all.ok && all.value.entries.map((e) => [e.name, e.iban, e.trust, e.paymentCount]).sort()).toEqual([
      ['Acme Oy', 'FI2112345600000785', 'known', 1],
      ['Bo Li', 'DE89370400440532013000', 'known', 1],
    ]);
    expect(all.ok && channels['payees:list'].response.safeParse(all.value).success).toBe(true);
    const found = await h['payees:list']({ search: 'de89 3704' });
    expect(found.ok && found.value.entries.map((e) => e.name)).toEqual(['Bo Li']);
    expect((await h['payees:block']({ iban: 'DE89370400440532013000', reason: 'fraud report' })).ok).toBe(true);
    const blocked = await h['payees:list']({ state: 'blocked' });
    expect(blocked.ok && blocked.value.entries.map((e) => [e.name, e.note])).toEqual([['Bo Li', 'fraud report']]);
  });

  it('says what is wrong with a bad IBAN or CSV, and the audit log keeps who changed what', async () => {
    const { h, db } = services();
    const bad = await h['payees:trust']({ iban: 'FI00 0000' });
    expect(!bad.ok && bad.error.code).toBe('invalid_iban');
    const csv = await h['payees:importCsv']({ content: 'who,account\nA,B\n' });
    expect(!csv.ok && csv.error.message).toMatch(/needs a header line with at least the columns name and iban/);
    expect((await h['payees:trust']({ iban: 'NL91ABNA0417164300' })).ok).toBe(true);
    expect(
      db.prepare("SELECT actor, action, object_id FROM audit_log WHERE object_type = 'payee_account'").raw().all(),
    ).toEqual([['clerk', 'payee_trusted', 'NL91ABNA0417164300']]);
    const exported = await h['payees:exportCsv']({});
    expect(exported.ok && exported.value.content.split('\n')[0]).toBe(
      'name,iban,bic,payee_id,trust,first_paid,last_paid,payments,note',
    );
  });

  it('a CSV row with an empty trust cell keeps the trust; a row that unblocks is in the audit log', async () => {
    const { h, db } = services();
    const BO = 'DE89370400440532013000';
    expect((await h['payees:block']({ iban: BO, reason: 'fraud report' })).ok).toBe(true);
    const trustOf = async () => {
      const found = await h['payees:list']({ search: BO });
      return found.ok && found.value.entries.map((e) => e.trust);
    };
    const kept = await h['payees:importCsv']({ content: `name,iban,trust,note\nBo Li,${BO},,phoned\n` });
    expect(kept.ok).toBe(true);
    expect(await trustOf()).toEqual(['blocked']);
    const unblocked = await h['payees:importCsv']({ content: `name,iban,trust\nBo Li,${BO},known\n` });
    expect(unblocked.ok).toBe(true);
    expect(await trustOf()).toEqual(['known']);
    expect(db.prepare("SELECT action, object_id FROM audit_log WHERE action = 'payee_unblocked'").raw().all()).toEqual([
      ['payee_unblocked', BO],
    ]);
  });
});

describe('which payee book the channels act on', () => {
  it('is decided at each call: joining a team moves the screen to the team book at once, leaving it moves it back', async () => {
    const { bulks } = services();
    let teamUrl: string | null = null;
    const team = {
      configuredUrl: () => teamUrl,
      store: async () => err('team_unreachable', 'The team database cannot be reached.'),
    } as unknown as TeamService;
    const h = payeesHandlers(bulks, team);
    expect((await h['payees:list']({})).ok).toBe(true);
    teamUrl = 'postgres://team.example/bulkpay';
    const inTeam = await h['payees:list']({});
    expect(!inTeam.ok && inTeam.error.code).toBe('team_unreachable');
    const blockInTeam = await h['payees:block']({ iban: 'DE89370400440532013000', reason: 'fraud report' });
    expect(!blockInTeam.ok && blockInTeam.error.code).toBe('team_unreachable');
    teamUrl = null;
    const back = await h['payees:list']({ state: 'blocked' });
    expect(back.ok && back.value.entries).toEqual([]);
  });
});

describe("the team book the Fix step's asks read", () => {
  it('is read afresh after a payee is blocked, not the read made before the block', async () => {
    const { bulks } = services();
    const { payeeBookLookup } = await import('../../../../../src-shared/payments/payee-book-memory');
    const { ok } = await import('../../../../../src-shared/result');
    const iban = 'DE89370400440532013000';
    let trust: 'known' | 'blocked' = 'known';
    const entry = () => ({
      key: 'name:bo li',
      name: 'Bo Li',
      iban,
      trust,
      lastPaidAt: '2026-02-03T00:00:00.000Z',
      paymentCount: 1,
      recentAmounts: [] as [string, string][],
    });
    const store = {
      payeeBookLookup: async () => ok(payeeBookLookup([entry()])),
      setPayeeTrust: async (_: string, to: 'blocked') => ok((trust = to)),
    };
    const team = {
      configuredUrl: () => 'postgres://team.example/bulkpay',
      store: async () => ok(store),
    } as unknown as TeamService;
    const h = payeesHandlers(bulks, team);
    const ask = { payees: [{ name: 'Bo Li' }], ibans: [iban], currencies: ['EUR'] };
    const before = await h['payees:bookFor'](ask);
    expect(before.ok && before.value.accounts.map((a) => a.trust)).toEqual(['known']);
    expect((await h['payees:block']({ iban, reason: 'fraud report' })).ok).toBe(true);
    const after = await h['payees:bookFor'](ask);
    expect(after.ok && after.value.accounts.map((a) => a.trust)).toEqual(['blocked']);
  });
});
