// Team mode of the payee book and the risk-scaled release, through the command line and the
// window's handlers: desktops on one PostgreSQL team store and one sandbox bank.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBankContext } from '../../../../../src-main/cli/bulk-context';
import { createKeychain } from '../../../../../src-main/adapters/keychain/keychain';
import { teamHandlers } from '../../../../../src-main/features/team/handlers';
import { Uploads } from '../../../../../src-main/features/send/uploads';
import { uploadRows } from './uploaded-rows';
import { TeamService } from '../../../../../src-main/app/team-service';
import { parsePaymentFile } from '../../../../../src-shared/import/parse-file';
import type { Connected } from '../../../harness/bank-harness';
import { runCli, startEnvModeBank, type EnvModeBank } from '../../../harness/env-mode-bank';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';

const PASSWORD = 'team-payee-password';
const GB = 'GB29NWBK60161331926819';
const DE = 'DE89370400440532013000';
const NL = 'NL91ABNA0417164300';
const SE = 'SE4550000000058398257466';
let cluster: PgCluster;
let bank: EnvModeBank;
let conn: Connected;
let dir: string;
let bankEnv: NodeJS.ProcessEnv;

const desktop = (user: string): NodeJS.ProcessEnv => ({
  ...bankEnv,
  BULKPAY_DATA_DIR: join(dir, `desktop-${user}`),
  BULKPAY_TEAM_URL: cluster.url(user, PASSWORD),
});
const cli = (env: NodeJS.ProcessEnv, ...args: string[]) => runCli(env, dir, ...args);

/** A file of [payee, IBAN, amount, reference] rows. */
function file(name: string, rows: [string, string, string, string][]): string {
  const header = ['name', 'iban', 'amount', 'currency', 'unstructured_reference'];
  writeFileSync(join(dir, name), Papa.unparse([header, ...rows.map(([n, i, a, r]) => [n, i, a, 'EUR', r])]));
  return name;
}

async function submitAs(user: string, name: string, ...flags: string[]): Promise<string> {
  const submitted = await cli(
    desktop(user),
    'team',
    'submit',
    name,
    '--account',
    conn.account.iban,
    '--json',
    ...flags,
  );
  expect(submitted.err).toBe('');
  expect(submitted.code).toBe(0);
  return (JSON.parse(submitted.out) as { id: string }).id;
}

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'dora', 'bob', 'carol']);
  // The bank pays what is approved: the team's book learns a payee once its payment is paid.
  bank = await startEnvModeBank({ autoApproveMs: 150 });
  ({ conn, dir, env: bankEnv } = bank);
  const admin = desktop('team_admin');
  expect((await cli(admin, 'team', 'connect', cluster.url('team_admin', PASSWORD), '--yes')).code).toBe(0);
  for (const [user, role] of [
    ['alice', 'preparer'],
    ['dora', 'preparer'],
    ['bob', 'approver'],
    ['carol', 'approver'],
  ] as const)
    expect((await cli(admin, 'team', 'role', user, role)).code).toBe(0);
}, 180_000);

afterAll(async () => {
  await bank?.close();
  await cluster?.stop();
});

describe('team mode: the payee book and the release rules', () => {
  it("the team review reads the team's payee book: a payee paid from another desktop is known", async () => {
    const paid = file('paid-by-alice.csv', [
      ['Acme Oy', GB, '100.00', 'Invoice 1001'],
      ['Bo Li', DE, '50.00', 'Invoice 1002'],
    ]);
    const first = await submitAs('alice', paid);
    expect((await cli(desktop('bob'), 'team', 'release', first, '--yes')).code).toBe(0);
    expect((await cli(desktop('alice'), 'team', 'send', first, '--wait', '--json')).err).toBe('');

    // Dora's desktop has never paid anyone: what she is told comes from the team's book.
    const next = file('dora-next.csv', [
      ['Acme Oy', NL, '100.00', 'Invoice 2001'],
      ['Bo Li', DE, '50.00', 'Invoice 2002'],
      ['New Co', SE, '10.00', 'Invoice 2003'],
    ]);
    const parsed = parsePaymentFile(next, readFileSync(join(dir, next)), {});
    if (!parsed.ok) throw new Error(parsed.error.message);
    const env = desktop('dora');
    const ctx = await openBankContext({ out: () => {}, err: () => {}, cwd: dir, env });
    if (!ctx.ok) throw new Error(ctx.error.message);
    const team = new TeamService({ dataDir: env.BULKPAY_DATA_DIR!, keychain: createKeychain(), env });
    try {
      const uploads = new Uploads();
      const review = await teamHandlers(team, ctx.value.bulks, uploads)['team:review']({
        file: { name: next, sha256: 'e'.repeat(64), encoding: 'utf-8' as const },
        upload: uploadRows(uploads, parsed.value.rows),
        paymentAccount: conn.account.iban,
        delimiter: ',' as const,
      });
      if (!review.ok) throw new Error(review.error.message);
      const payee = review.value.warnings.filter((w) => w.code.startsWith('payee_') || w.code === 'iban_other_payee');
      expect(payee.map((w) => [w.line, w.code])).toEqual([
        [2, 'payee_bank_details_changed'],
        [4, 'payee_new'],
      ]);
      expect(payee[0]!.params).toMatchObject({ oldIban: GB, newIban: NL });
      // The run difference compares with the team's history: alice's paid run, sent from her desktop.
      expect(review.value.difference).toMatchObject({
        previous: { fileName: 'paid-by-alice.csv', payees: 2 },
        newPayees: { count: 1, first: [{ name: 'New Co', iban: SE }] },
        ibanChanged: { count: 1, first: [{ name: 'Acme Oy', oldIban: GB, newIban: NL }] },
      });
    } finally {
      await team.close();
      await ctx.value.close();
    }
    const refused = await cli(env, 'team', 'submit', next, '--account', conn.account.iban);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/0 already sent, 1 to changed bank details/);
  }, 180_000);

  it('an admin sets a second approver per currency and a member limit on the command line; the database holds them', async () => {
    const admin = desktop('team_admin');
    expect((await cli(admin, 'team', 'rules', 'second-approver', 'EUR', '100')).code).toBe(0);
    const notAdmin = await cli(desktop('bob'), 'team', 'rules', 'limit', 'alice', 'EUR', '1000000');
    expect(notAdmin.code).toBe(6);
    expect((await cli(admin, 'team', 'rules', 'second', 'EUR', '1')).code).toBe(1); // not a rule: usage
    const listed = await cli(admin, 'team', 'rules', '--json');
    expect(JSON.parse(listed.out)).toEqual([{ kind: 'second_approver', currency: 'EUR', amount: '100', member: null }]);

    const large = file('large.csv', [
      ['Acme Oy', GB, '80.00', 'Invoice 3001'],
      ['Bo Li', DE, '40.00', 'Invoice 3002'],
    ]);
    const id = await submitAs('alice', large);
    const firstApproval = await cli(desktop('bob'), 'team', 'release', id, '--yes');
    expect(firstApproval.code).toBe(0);
    expect(firstApproval.out).toMatch(/Approved by bob, first of two: a second approver/);
    const again = await cli(desktop('bob'), 'team', 'release', id, '--yes');
    expect(again.code).toBe(6);
    expect(again.err).toMatch(/You approved this run already/);
    expect((await cli(desktop('alice'), 'team', 'send', id)).code).toBe(1); // not released yet
    const second = await cli(desktop('carol'), 'team', 'release', id, '--yes');
    expect(second.code).toBe(0);
    expect(second.out).toMatch(/Released by carol/);

    expect((await cli(admin, 'team', 'rules', 'second-approver', 'EUR', 'none')).code).toBe(0);
    expect((await cli(admin, 'team', 'rules', 'limit', 'alice', 'EUR', '50')).code).toBe(0);
    const overLimit = await submitAs('alice', file('over-limit.csv', [['Acme Oy', GB, '60.00', 'Invoice 4001']]));
    const shown = await cli(desktop('bob'), 'team', 'show', overLimit);
    expect(shown.out).toMatch(/above the limit of alice: an admin must release it/);
    const byApprover = await cli(desktop('bob'), 'team', 'release', overLimit, '--yes');
    expect(byApprover.code).toBe(6);
    expect(byApprover.err).toMatch(/an admin must release it/);
    expect((await cli(admin, 'team', 'release', overLimit, '--yes')).code).toBe(0);
  }, 180_000);

  it('the database judges a run by payee: a known IBAN under another payee waits for a second person', async () => {
    const admin = desktop('team_admin');
    const stateOf = async (id: string) =>
      (JSON.parse((await cli(desktop('bob'), 'team', 'show', id, '--json')).out) as { state: string }).state;
    expect((await cli(admin, 'team', 'rules', 'threshold', 'EUR', '1000')).code).toBe(0);
    try {
      // Bo Li was paid to DE (first test): under the threshold, the run goes without a second person.
      expect(await stateOf(await submitAs('alice', file('bo-li.csv', [['Bo Li', DE, '5.00', 'Invoice 7001']])))).toBe(
        'released',
      );
      // The same account under a payee never paid to it: a second person, whatever the threshold.
      const other = file('other-name.csv', [['Other Name Ab', DE, '5.00', 'Invoice 7002']]);
      expect(await stateOf(await submitAs('alice', other))).toBe('awaiting_release');
    } finally {
      expect((await cli(admin, 'team', 'rules', 'threshold', 'EUR', 'none')).code).toBe(0);
    }
  }, 180_000);

  it("bulkpay payees acts on the team's book: only approvers and admins block, and a preparer's review meets the block", async () => {
    // A run released before the block: the send checks the team's book again and stops.
    const early = await submitAs('alice', file('released-early.csv', [['Acme Oy', GB, '20.00', 'Invoice 6001']]));
    expect((await cli(desktop('bob'), 'team', 'release', early, '--yes')).code).toBe(0);
    const refused = await cli(desktop('dora'), 'payees', 'block', GB, '--reason', 'fraud report');
    expect(refused.code).toBe(6);
    expect(refused.err).toMatch(
      /Only approvers and admins may trust, block or unblock payees in the team’s payee book/,
    );
    const blocked = await cli(desktop('bob'), 'payees', 'block', GB, '--reason', 'fraud report');
    expect(blocked.err).toBe('');
    expect(blocked.code).toBe(0);
    // Alice's desktop lists the team's book: the block bob made on his.
    const listed = await cli(desktop('alice'), 'payees', '--json', '--state', 'blocked');
    expect((JSON.parse(listed.out) as { iban: string; note: string }[]).map((e) => [e.iban, e.note])).toEqual([
      [GB, 'fraud report'],
    ]);
    const toBlocked = file('to-blocked.csv', [['Acme Oy', GB, '100.00', 'Invoice 5001']]);
    const review = await cli(desktop('dora'), 'team', 'submit', toBlocked, '--account', conn.account.iban);
    expect(review.code).toBe(1);
    expect(review.out + review.err).toMatch(/blocked in the payee book/);
    const before = (await conn.control.listBulks()).length;
    const stopped = await cli(desktop('alice'), 'team', 'send', early);
    expect(stopped.code).toBe(1);
    // Which payee, that the block came after the release, by whom, and what to do.
    expect(stopped.err).toContain(
      `Acme Oy (${GB}) was blocked in the team’s payee book after the run was released, by bob on ${new Date().toISOString().slice(0, 10)} (“fraud report”). Nothing was sent.`,
    );
    expect(stopped.err).toMatch(/return the run to its preparer/);
    expect((await conn.control.listBulks()).length).toBe(before);
    expect((await cli(desktop('team_admin'), 'payees', 'unblock', GB)).code).toBe(0);
    // A team database that cannot be reached is said; this computer's own book is not shown instead.
    const away = { ...desktop('alice'), BULKPAY_TEAM_URL: 'postgresql://alice@127.0.0.1:1/postgres' };
    const unreachable = await cli(away, 'payees');
    expect(unreachable.code).toBe(1);
    expect(unreachable.err).toMatch(/cannot be reached/);
  }, 180_000);

  it('a send stopped by a block of the payee as a whole says by whom and when; one the release did not see, only that it is blocked', async () => {
    const FR = 'FR1420041010050500013M02606';
    const run = await submitAs('alice', file('whole-payee.csv', [['Beta Ltd', FR, '15.00', 'Invoice 7001']]));
    expect((await cli(desktop('bob'), 'team', 'release', run, '--yes')).code).toBe(0);
    // Bob (an approver) blocks the payee as a whole: the book's entry without an IBAN.
    const bob = new pg.Client({ connectionString: cluster.url('bob', PASSWORD) });
    await bob.connect();
    try {
      await bob.query(
        `INSERT INTO bulkpay.payee_book (payee_key, name, iban, trust, note)
         VALUES (bulkpay.payee_name_key('Beta Ltd'), 'Beta Ltd', '', 'blocked', 'closed down')`,
      );
    } finally {
      await bob.end();
    }
    const stopped = await cli(desktop('alice'), 'team', 'send', run);
    expect(stopped.code).toBe(1);
    expect(stopped.err).toContain(
      `Beta Ltd (${FR}) was blocked in the team’s payee book after the run was released, by bob on ${new Date().toISOString().slice(0, 10)} (“closed down”). Nothing was sent.`,
    );
    // The release recorded after the block (a block the release did not see): no claim of when or by whom.
    await cluster.admin(async (c) => {
      await c.query(`SET session_replication_role = replica`);
      await c.query(`UPDATE bulkpay.runs SET released_at = now() + interval '1 hour' WHERE id = $1`, [run]);
      await c.query(`SET session_replication_role = DEFAULT`);
    });
    const again = await cli(desktop('alice'), 'team', 'send', run);
    expect(again.code).toBe(1);
    expect(again.err).toContain(`Beta Ltd (${FR}) is blocked in the team’s payee book. Nothing was sent.`);
  }, 120_000);

  it("a payee file imports into the team's book: members add payees, only approvers and admins trust or block, every row audited", async () => {
    const FR = 'FR1420041010050500013M02606';
    const BE = 'BE68539007547034';
    const csv = (name: string, rows: string[][]) => {
      writeFileSync(join(dir, name), Papa.unparse([['name', 'iban', 'payee_id', 'trust', 'note'], ...rows]));
      return name;
    };
    const listed = async () =>
      (JSON.parse((await cli(desktop('alice'), 'payees', '--json')).out) as { iban: string; trust: string }[])
        .filter((e) => e.iban === FR || e.iban === BE)
        .map((e) => [e.iban, e.trust]);
    // A preparer's file that trusts an account is refused whole: not even its plain row is added.
    const trusting = csv('trusting.csv', [
      ['Fresh Supplier Sarl', FR, 'K-77', '', 'new supplier from the tender'],
      ['Belgian Partner', BE, '', 'trusted', ''],
    ]);
    const refused = await cli(desktop('dora'), 'payees', 'import', trusting);
    expect(refused.code).toBe(6);
    expect(refused.err).toMatch(/Only approvers and admins may trust, block or unblock payees/);
    expect(await listed()).toEqual([]);
    // Adding payees with notes is any member's.
    const plain = csv('plain.csv', [['Fresh Supplier Sarl', FR, 'K-77', '', 'new supplier from the tender']]);
    const added = await cli(desktop('dora'), 'payees', 'import', plain);
    expect(added.err).toBe('');
    expect(added.code).toBe(0);
    expect(await listed()).toEqual([[FR, 'new']]);
    // An approver's file trusts and blocks.
    const judged = csv('judged.csv', [
      ['Fresh Supplier Sarl', FR, 'K-77', 'trusted', ''],
      ['Belgian Partner', BE, '', 'blocked', 'invoice fraud report'],
    ]);
    expect((await cli(desktop('bob'), 'payees', 'import', judged)).code).toBe(0);
    expect((await listed()).sort()).toEqual([
      [BE, 'blocked'],
      [FR, 'trusted'],
    ]);
    const audit = await cluster.admin((c) =>
      c.query<{ db_user: string; action: string; iban: string; via: string }>(
        `SELECT db_user, action, detail->>'iban' AS iban, detail->>'via' AS via FROM bulkpay.audit
         WHERE detail->>'iban' IN ($1, $2) ORDER BY id`,
        [FR, BE],
      ),
    );
    expect(audit.rows).toEqual([
      { db_user: 'dora', action: 'payee_added', iban: FR, via: 'import' },
      { db_user: 'bob', action: 'payee_trusted', iban: FR, via: 'import' },
      { db_user: 'bob', action: 'payee_blocked', iban: BE, via: 'import' },
    ]);
  }, 180_000);
});
