import { randomInt } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TemplateStore } from '../../../../../src-main/features/import/template-store';
import { openBankContext } from '../../../../../src-main/cli/bulk-context';
import { createKeychain } from '../../../../../src-main/adapters/keychain/keychain';
import { teamHandlers } from '../../../../../src-main/features/team/handlers';
import { Uploads } from '../../../../../src-main/features/send/uploads';
import { uploadRows } from './uploaded-rows';
import { parsePaymentFile } from '../../../../../src-shared/import/parse-file';
import { teamTakeoverHandlers } from '../../../../../src-main/features/team/takeover-handlers';
import { connectTeamStore } from '../../../../../src-main/adapters/postgres/team-connection';
import { TeamService } from '../../../../../src-main/app/team-service';
import type { Connected } from '../../../harness/bank-harness';
import { runBin, runCli, startEnvModeBank, type EnvModeBank } from '../../../harness/env-mode-bank';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { payroll } from './team-fault-harness';

// Two desktops (each its own data folder and database role) on one PostgreSQL team store and one
// sandbox bank, as a preparer, an approver and an admin would use the command line.
const PASSWORD = 'team-cli-password';
let cluster: PgCluster;
let bank: EnvModeBank;
let conn: Connected;
let dir: string;
let bankEnv: NodeJS.ProcessEnv;

const desktop = (user: string, name = user): NodeJS.ProcessEnv => ({
  ...bankEnv,
  BULKPAY_DATA_DIR: join(dir, `desktop-${name}`),
  BULKPAY_TEAM_URL: cluster.url(user, PASSWORD),
});

const cli = (env: NodeJS.ProcessEnv, ...args: string[]) => runCli(env, dir, ...args);

function payrollFile(name: string, rows: number): string {
  writeFileSync(join(dir, name), payroll(name, rows));
  return name;
}

async function submitRun(file: string, ...flags: string[]): Promise<string> {
  const submitted = await cli(
    desktop('alice'),
    'team',
    'submit',
    file,
    '--account',
    conn.account.iban,
    '--json',
    ...flags,
  );
  expect(submitted.err).toBe('');
  expect(submitted.code).toBe(0);
  const run = JSON.parse(submitted.out) as { id: string; state: string; preparedBy: string };
  expect(run).toMatchObject({ state: 'awaiting_release', preparedBy: 'alice' });
  return run.id;
}

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob']);
  bank = await startEnvModeBank();
  ({ conn, dir, env: bankEnv } = bank);
}, 120_000);

afterAll(async () => {
  await bank?.close();
  await cluster?.stop();
});

describe('bulkpay team', () => {
  it('connects an admin desktop: installs the schema with --yes, keeps the password in the OS keychain only', async () => {
    const adminEnv = { ...bankEnv, BULKPAY_DATA_DIR: join(dir, 'desktop-admin') };
    const url = cluster.url('team_admin', PASSWORD);
    const refused = await cli(adminEnv, 'team', 'connect', url);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/needs installing .*--yes/);
    const connected = await cli(adminEnv, 'team', 'connect', url, '--yes');
    expect(connected.err).toBe('');
    expect(connected.code).toBe(0);
    expect(connected.out).toMatch(/You are team_admin, a Bulkpay admin/);
    const saved = readFileSync(join(dir, 'desktop-admin', 'team.json'), 'utf8');
    expect(saved).toContain('team_admin@127.0.0.1');
    expect(saved).not.toContain(PASSWORD);
    // A later command finds the password in the keychain, not in any file.
    const status = await cli(adminEnv, 'team', 'status');
    expect(status.code).toBe(0);
    for (const [user, role] of [
      ['alice', 'preparer'],
      ['bob', 'approver'],
    ])
      expect((await cli(adminEnv, 'team', 'role', user!, role!)).code).toBe(0);
    const notAdmin = await cli(desktop('alice'), 'team', 'role', 'alice', 'admin');
    expect(notAdmin.code).toBe(6);
  });

  it('four eyes on the command line: the preparer cannot release, the approver can after reviewing', async () => {
    const id = await submitRun(payrollFile('four-eyes.csv', 3));
    const own = await cli(desktop('alice'), 'team', 'release', id, '--yes');
    expect(own.code).toBe(6);
    expect(own.err).toMatch(/Your team role does not allow this \(you are alice on 127\.0\.0\.1\)/);
    expect(own.err).not.toMatch(/may not release/); // PostgreSQL's own words stay in the log
    // Four eyes, not just her role: even as an approver she cannot release her own run.
    const admin = await connectTeamStore(cluster.url('team_admin', PASSWORD), null);
    if (!admin.ok) throw new Error(admin.error.message);
    try {
      expect((await admin.value.setRole('alice', 'approver')).ok).toBe(true);
      const ownAsApprover = await cli(desktop('alice'), 'team', 'release', id, '--yes');
      expect(ownAsApprover.code).toBe(6);
      expect(ownAsApprover.err).toMatch(
        /Four-eyes rule: a run must be released by someone other than the person who prepared it/,
      );
    } finally {
      await admin.value.setRole('alice', 'preparer');
      await admin.value.close();
    }
    const early = await cli(desktop('alice'), 'team', 'send', id);
    expect(early.code).toBe(1);
    expect(early.err).toMatch(/only after it is released/);
    const review = await cli(desktop('bob'), 'team', 'release', id);
    expect(review.code).toBe(4);
    expect(review.out).toMatch(/prepared by alice/);
    expect(review.out).toMatch(/bulk 1: 3 payments/);
    const released = await cli(desktop('bob'), 'team', 'release', id, '--yes');
    expect(released.code).toBe(0);
    const shown = JSON.parse((await cli(desktop('alice'), 'team', 'show', id, '--json')).out);
    expect(shown).toMatchObject({ state: 'released', preparedBy: 'alice', releasedBy: 'bob' });
    expect(shown.audit.map((a: { action: string; dbUser: string }) => `${a.action} ${a.dbUser}`)).toEqual([
      'prepared alice',
      'released bob',
    ]);
    // The same payments again, from another member's desktop: the team store knows them.
    const again = await cli(
      desktop('alice', 'alice-laptop'),
      'team',
      'submit',
      'four-eyes.csv',
      '--account',
      conn.account.iban,
    );
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/3 warnings:/);
    expect(again.out).toMatch(
      /is in four-eyes\.csv, prepared by alice on \d{4}-\d{2}-\d{2} \(released, ready to send\).*\[sent_by_team\]/,
    );
  });

  it('team submit reads amounts with --decimal as submit does, and refuses another mark', async () => {
    // "1.250" alone does not say its mark: a comma-separated file reads it with a dot (1.25) unless told.
    writeFileSync(
      join(dir, 'decimal.csv'),
      'name,iban,amount,currency,unstructured_reference\r\n' +
        'Employee 1,GB29NWBK60161331926819,1.250,EUR,decimal 1\r\n' +
        'Employee 2,DE89370400440532013000,2.500,EUR,decimal 2\r\n',
    );
    const submit = (...more: string[]) =>
      cli(desktop('alice'), 'team', 'submit', 'decimal.csv', '--account', conn.account.iban, '--json', ...more);
    const comma = await submit('--decimal', 'comma');
    expect(comma.err).toBe('');
    expect(JSON.parse(comma.out)).toMatchObject({ totals: { EUR: '3750.00' }, paymentCount: 2 });
    const wrong = await submit('--decimal', 'point');
    expect(wrong.code).toBe(1);
    // The same words as `bulkpay submit --decimal point`, each followed by its command's usage.
    const alone = await cli(
      desktop('alice'),
      'submit',
      'decimal.csv',
      '--account',
      conn.account.iban,
      '--decimal',
      'point',
    );
    expect(alone.code).toBe(1);
    const sayAndUsage = (err: string) => [err.slice(0, err.indexOf('\n\n')), err.slice(err.indexOf('\n\n') + 2)];
    const [teamSays, teamUsage] = sayAndUsage(wrong.err);
    const [submitSays, submitUsage] = sayAndUsage(alone.err);
    expect(teamSays).toBe("bulkpay team submit: --decimal must be dot or comma (the amounts' decimal mark).");
    expect(submitSays).toBe(teamSays!.replace('bulkpay team submit:', 'bulkpay submit:'));
    expect(teamUsage).toMatch(/team submit <file> --account <iban-or-uuid> \[--decimal M\]/);
    expect(submitUsage).toMatch(/^Usage: bulkpay submit/);
    expect(teamUsage).toMatch(/^Usage: bulkpay team/);
  });

  it("the window's team review and submit get main's own decimal-mark vote, as a large file's review does", async () => {
    // 6,000 comma amounts and 4,000 whole ones, then 6,000 dot amounts: the whole file ties, and a
    // comma-separated file breaks the tie to a dot, against the first 10,000 rows' comma.
    const amounts = [
      ...Array.from({ length: 6000 }, (_, i) => `${i + 1},50`),
      ...Array.from({ length: 4000 }, (_, i) => `${i + 1}`),
      ...Array.from({ length: 6000 }, (_, i) => `${i + 1}.50`),
    ];
    const csv = [
      'name,iban,amount,currency,message',
      ...amounts.map((a, i) => `Payee ${i},DE89370400440532013000,"${a}",EUR,tie ${i}`),
    ].join('\n');
    const parsed = parsePaymentFile('tie.csv', new TextEncoder().encode(csv), { decimalStyle: 'comma' });
    if (!parsed.ok) throw new Error(parsed.error.message);
    // What the window sends: the rows as read with the first rows' comma, the delimiter, no choice made.
    const uploads = new Uploads();
    const input = {
      file: { name: 'tie.csv', sha256: 'b'.repeat(64), encoding: 'utf-8' as const },
      upload: uploadRows(uploads, parsed.value.rows),
      decimalStyle: 'comma' as const,
      paymentAccount: conn.account.iban,
      delimiter: ',' as const,
    };
    const env = desktop('alice');
    const ctx = await openBankContext({ out: () => {}, err: () => {}, cwd: dir, env });
    if (!ctx.ok) throw new Error(ctx.error.message);
    const team = new TeamService({ dataDir: env.BULKPAY_DATA_DIR!, keychain: createKeychain(), env });
    try {
      const h = teamHandlers(team, ctx.value.bulks, uploads);
      const review = await h['team:review'](input);
      expect(!review.ok && review.error).toMatchObject({
        code: 'decimal_mark_unclear',
        params: { first: ',', later: '.', line: 10_002 },
      });
      const submit = await h['team:submit']({ ...input, planHash: 'c'.repeat(64), warningsChecked: true });
      expect(!submit.ok && submit.error.code).toBe('decimal_mark_unclear');
      // The user chose the comma: main reviews the rows read with it (the dot rows are errors on their amount).
      const chosen = await h['team:review']({ ...input, decimalStyleChosen: true });
      if (!chosen.ok) throw new Error(chosen.error.message);
      expect(chosen.value.errorGroups.find((g) => g.code === 'amount_unreadable')?.count).toBe(6000);
    } finally {
      await team.close();
      await ctx.value.close();
    }
  });

  it('the approver is shown the run as it will be sent, and a forged summary is refused', async () => {
    const id = await submitRun(payrollFile('forged-summary.csv', 3));
    const alice = await connectTeamStore(cluster.url('alice', PASSWORD), null);
    if (!alice.ok) throw new Error(alice.error.message);
    try {
      const real = await alice.value.run(id);
      if (!real.ok) throw new Error(real.error.message);
      // A modified client stores a harmless summary beside other rows: here, a hash and totals that do not fit them.
      const { id: _id, state: _s, preparedBy: _p, preparedAt: _a, ...copy } = real.value;
      const forged = await alice.value.submitRun(
        { ...copy, totals: { EUR: '0.01' }, planHash: 'f'.repeat(64), paymentCount: 1 },
        [
          {
            line: 2,
            fingerprint: 'GB29NWBK60161331926819|0.01|EUR|forged summary',
            payee: 'x',
            amount: '0.01',
            currency: 'EUR',
            iban: 'GB29NWBK60161331926819',
          },
        ],
      );
      if (!forged.ok) throw new Error(forged.error.message);
      const refused = await cli(desktop('bob'), 'team', 'release', forged.value.id, '--yes');
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/not what the team store recorded/);
      const state = await alice.value.run(forged.value.id);
      expect(state.ok && state.value.state).toBe('awaiting_release');
    } finally {
      await alice.value.close();
    }
  });

  it('a run whose recorded payments and totals are not its plan is refused at release and never sent', async () => {
    // A modified preparer client: a 300-row plan with its correct hash, but the team store told
    // of one 10 EUR payment, so the release policy (EUR threshold 1000) releases it on its own.
    const id = await submitRun(payrollFile('forged-totals.csv', 300));
    const admin = await connectTeamStore(cluster.url('team_admin', PASSWORD), null);
    const alice = await connectTeamStore(cluster.url('alice', PASSWORD), null);
    if (!admin.ok || !alice.ok) throw new Error('team store unreachable');
    try {
      expect((await admin.value.setReleaseThreshold('EUR', '1000')).ok).toBe(true);
      // An account the team's payee book trusts, so only the amount threshold decides.
      expect((await admin.value.setPayeeTrust('NL91ABNA0417164300', 'trusted')).ok).toBe(true);
      const real = await alice.value.run(id);
      if (!real.ok) throw new Error(real.error.message);
      const { id: _id, state: _s, preparedBy: _p, preparedAt: _a, ...copy } = real.value;
      const forged = await alice.value.submitRun({ ...copy, totals: { EUR: '10' }, paymentCount: 1 }, [
        {
          line: 2,
          fingerprint: `NL91ABNA0417164300|10|EUR|forged-${Date.now()}`,
          payee: 'x',
          amount: '10',
          currency: 'EUR',
          iban: 'NL91ABNA0417164300',
        },
      ]);
      if (!forged.ok) throw new Error(forged.error.message);
      expect(forged.value.state).toBe('released');
      const before = (await conn.control.listBulks()).length;
      const refused = await cli(desktop('bob'), 'team', 'send', forged.value.id);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/the file holds 300 payments, the team store 1/);
      expect((await conn.control.listBulks()).length).toBe(before);
      const state = await alice.value.run(forged.value.id);
      expect(state.ok && state.value.state).toBe('released'); // never claimed

      // The right count and totals, but other payments recorded (the team's duplicate check
      // would never see the real ones): refused at release.
      expect((await admin.value.setReleaseThreshold('EUR', null)).ok).toBe(true);
      const payments = await alice.value.runPayments(id);
      if (!payments.ok) throw new Error(payments.error.message);
      const hidden = await alice.value.submitRun(
        copy,
        payments.value.map((p) => ({
          ...p,
          iban: p.fingerprint.split('|')[0],
          fingerprint: `${p.fingerprint.split('|')[0]}|hidden-${p.line}-${Date.now()}`,
        })),
      );
      if (!hidden.ok) throw new Error(hidden.error.message);
      expect(hidden.value.state).toBe('awaiting_release');
      const release = await cli(desktop('bob'), 'team', 'release', hidden.value.id, '--yes');
      expect(release.code).toBe(1);
      expect(release.err).toMatch(/not what the team store recorded/);
      const after = await alice.value.run(hidden.value.id);
      expect(after.ok && after.value.state).toBe('awaiting_release');
    } finally {
      await admin.value.setReleaseThreshold('EUR', null);
      await admin.value.close();
      await alice.value.close();
    }
  }, 120_000);

  it('records the TPP and customer a run belongs to, and refuses to send it as another TPP', async () => {
    const id = await submitRun(payrollFile('identity.csv', 2));
    expect((await cli(desktop('bob'), 'team', 'release', id, '--yes')).code).toBe(0);
    const shown = JSON.parse((await cli(desktop('alice'), 'team', 'show', id, '--json')).out);
    expect(shown.bankTpp).toBe(conn.clientId);
    expect(shown.bankCustomer).toEqual(expect.any(String));
    const before = (await conn.control.listBulks()).length;
    const otherTpp = { ...desktop('bob', 'bob-other-tpp'), BULKPAY_CLIENT_ID: 'another-tpp-client' };
    const refused = await cli(otherTpp, 'team', 'send', id);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`This run belongs to TPP ${conn.clientId} and bank customer ${shown.bankCustomer}`);
    expect(refused.err).toContain('signed in as TPP another-tpp-client');
    expect((await conn.control.listBulks()).length).toBe(before);
    const state = JSON.parse((await cli(desktop('alice'), 'team', 'show', id, '--json')).out);
    expect(state.state).toBe('released'); // not claimed: any desktop of the right TPP may still send it
  });

  it("the approver reads the payments as they will be sent, never the file's cells as typed", async () => {
    // A comma-decimal file: "1.234,50" is one thousand two hundred and thirty-four euros fifty.
    writeFileSync(
      join(dir, 'comma.csv'),
      'name;iban;amount;currency;message\nKäpälä Oy;DE89370400440532013000;1.234,50;EUR;Invoice 77\n',
    );
    const id = await submitRun('comma.csv');
    const env = desktop('bob');
    const ctx = await openBankContext({ out: () => {}, err: () => {}, cwd: dir, env });
    if (!ctx.ok) throw new Error(ctx.error.message);
    const team = new TeamService({ dataDir: env.BULKPAY_DATA_DIR!, keychain: createKeychain(), env });
    try {
      const detail = await teamHandlers(team, ctx.value.bulks)['team:run']({ runId: id });
      if (!detail.ok) throw new Error(detail.error.message);
      expect(detail.value.payments).toEqual([
        {
          line: 2,
          payee: 'Käpälä Oy',
          iban: 'DE89370400440532013000',
          amount: '1234.50',
          currency: 'EUR',
          reference: 'Invoice 77',
        },
      ]);
      expect(detail.value.check?.totals).toEqual({ EUR: '1234.50' });
    } finally {
      await team.close();
      await ctx.value.close();
    }
  });

  it('the same payroll submitted twice: once one is released, the other is not released without --pay-again', async () => {
    const file = payrollFile('twice.csv', 3);
    const first = await submitRun(file);
    const second = await submitRun(file);
    expect((await cli(desktop('bob'), 'team', 'release', first, '--yes')).code).toBe(0);
    const refused = await cli(desktop('bob'), 'team', 'release', second, '--yes');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /This run shares 3 payments \(line .*\) with another team run that is already released or sent; releasing it would pay those lines twice/,
    );
    const still = JSON.parse((await cli(desktop('alice'), 'team', 'show', second, '--json')).out);
    expect(still.state).toBe('awaiting_release');
    const meant = await cli(desktop('bob'), 'team', 'release', second, '--yes', '--pay-again');
    expect(meant.code).toBe(0);
  });

  it('payments already sent need their own confirmation at team submit and again at release', async () => {
    const file = payrollFile('paid-before.csv', 2);
    const first = await submitRun(file);
    expect((await cli(desktop('bob'), 'team', 'release', first, '--yes')).code).toBe(0);
    expect((await cli(desktop('alice'), 'team', 'send', first, '--json')).err).toBe('');
    const submitAgain = (...flags: string[]) =>
      cli(desktop('alice'), 'team', 'submit', file, '--account', conn.account.iban, '--json', ...flags);
    const refused = await submitAgain();
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/own confirmation before sending \(2 already sent, 0 to changed bank details\)/);
    const meant = await submitAgain('--pay-twice');
    expect(meant.err).toBe('');
    const second = (JSON.parse(meant.out) as { id: string }).id;
    // The window's team:submit: the same rule, and the confirmation is in this desktop's audit log.
    const parsed = parsePaymentFile(file, readFileSync(join(dir, file)), {});
    if (!parsed.ok) throw new Error(parsed.error.message);
    const uploads = new Uploads();
    const input = {
      file: { name: file, sha256: 'd'.repeat(64), encoding: 'utf-8' as const },
      upload: uploadRows(uploads, parsed.value.rows),
      paymentAccount: conn.account.iban,
      delimiter: ',' as const,
    };
    const env = desktop('alice');
    const ctx = await openBankContext({ out: () => {}, err: () => {}, cwd: dir, env });
    if (!ctx.ok) throw new Error(ctx.error.message);
    const team = new TeamService({ dataDir: env.BULKPAY_DATA_DIR!, keychain: createKeychain(), env });
    try {
      const h = teamHandlers(team, ctx.value.bulks, uploads);
      const review = await h['team:review'](input);
      if (!review.ok) throw new Error(review.error.message);
      expect(review.value.separately.map((k) => [k.code, k.count])).toEqual([['sent_recently', 2]]);
      const asked = { ...input, planHash: review.value.planHash, warningsChecked: true };
      const general = await h['team:submit'](asked);
      expect(!general.ok && general.error).toMatchObject({
        code: 'separate_confirmation_needed',
        params: { sent: 2, changed: 0 },
      });
      const confirmed = await h['team:submit']({
        ...asked,
        confirmedSeparately: [{ code: 'sent_recently', count: 2 }],
      });
      if (!confirmed.ok) throw new Error(confirmed.error.message);
      const audit = ctx.value.bulks.reader
        .auditOf('team_run', confirmed.value.run.id)
        .filter((a) => a.action === 'payments_confirmed_separately');
      expect(audit.map((a) => [a.objectId, JSON.parse(a.detail!).code, JSON.parse(a.detail!).count])).toContainEqual([
        confirmed.value.run.id,
        'sent_recently',
        2,
      ]);
    } finally {
      await team.close();
      await ctx.value.close();
    }
    // The releaser confirms too: "pay again" (another run holds them) is not "paid already".
    const release = (...flags: string[]) =>
      cli(desktop('bob'), 'team', 'release', second, '--yes', '--pay-again', ...flags);
    const notConfirmed = await release();
    expect(notConfirmed.code).toBe(1);
    expect(notConfirmed.err).toMatch(/\(2 already sent, 0 to changed bank details\)/);
    const still = JSON.parse((await cli(desktop('alice'), 'team', 'show', second, '--json')).out);
    expect(still.state).toBe('awaiting_release');
    const released = await release('--pay-twice');
    expect(released.err).toBe('');
    expect(released.code).toBe(0);
  }, 120_000);

  it('in team mode the command line sends nothing outside a released run: submit and resend are refused', async () => {
    const file = payrollFile('solo.csv', 2);
    const before = (await conn.control.listBulks()).length;
    const solo = await cli(
      desktop('alice'),
      'submit',
      file,
      '--account',
      conn.account.iban,
      '--yes',
      '--accept-warnings',
    );
    expect(solo.code).not.toBe(0);
    expect(solo.err).toMatch(/team mode: submit the payments for release/);
    // A data folder that joined a team stays in team mode without BULKPAY_TEAM_URL.
    const joined: NodeJS.ProcessEnv = { ...bankEnv, BULKPAY_DATA_DIR: join(dir, 'desktop-admin') };
    expect(joined.BULKPAY_TEAM_URL).toBeUndefined();
    const sticky = await cli(joined, 'submit', file, '--account', conn.account.iban, '--yes', '--accept-warnings');
    expect(sticky.code).not.toBe(0);
    expect(sticky.err).toMatch(/team mode: submit the payments for release/);
    // A bulk this desktop sent for a team run is not sent again on its own either.
    const id = await submitRun(payrollFile('solo-resend.csv', 2));
    expect((await cli(desktop('bob'), 'team', 'release', id, '--yes')).code).toBe(0);
    const sent = await cli(desktop('alice'), 'team', 'send', id, '--json');
    expect(sent.err).toBe('');
    const bulkId = (JSON.parse(sent.out) as { bulks: { id: string }[] }).bulks[0]!.id;
    const resend = await cli(desktop('alice'), 'resend', bulkId, '--yes');
    expect(resend.code).not.toBe(0);
    expect(resend.err).toMatch(/team mode: submit the payments for release/);
    expect((await conn.control.listBulks()).length - before).toBe(1); // the team run's bulk only
  }, 120_000);

  it('two desktops sending the same released run at once make exactly one bulk at the bank, 20 times', async () => {
    const file = payrollFile('race.csv', 3);
    for (let i = 0; i < 20; i++) {
      // The same file each round: the preparer and the approver confirm paying it again.
      const id = await submitRun(file, '--pay-twice');
      expect((await cli(desktop('bob'), 'team', 'release', id, '--yes', '--pay-again', '--pay-twice')).code).toBe(0);
      const before = (await conn.control.listBulks()).length;
      const results = await Promise.all(
        [desktop('alice'), desktop('bob')].map(async (env) => {
          await sleep(randomInt(0, 15));
          return cli(env, 'team', 'send', id);
        }),
      );
      // The other desktop is told who is sending it, or (if it came later) that it was sent.
      const refused = results.filter((r) => /being sent by|sent already/.test(r.err));
      expect(refused, JSON.stringify(results)).toHaveLength(1);
      expect((await conn.control.listBulks()).length - before).toBe(1);
    }
  }, 120_000);

  it('a desktop killed mid-send leaves the run to another, which finishes it under the same keys', async () => {
    const id = await submitRun(payrollFile('takeover.csv', 150));
    expect((await cli(desktop('bob'), 'team', 'release', id, '--yes')).code).toBe(0);
    const before = (await conn.control.listBulks()).length;
    await conn.control.armFault({ path: '/api/v2/payment-initiation/bulk/', method: 'POST', kind: 'hold', ms: 60_000 });
    const first = runBin(desktop('alice', 'alice-killed'), dir, 'team', 'send', id);
    while ((await conn.control.inProgress()).length === 0) await sleep(50);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    await conn.control.releaseHolds();

    const tooSoon = await cli(desktop('bob'), 'team', 'send', id);
    expect(tooSoon.err).toMatch(/being sent by alice/);
    // The killed desktop never renews its claim; once the lease has run out, another takes over.
    await cluster.admin(async (c) => {
      await c.query('SET session_replication_role = replica');
      await c.query(`UPDATE bulkpay.runs SET claimed_at = claimed_at - interval '15 minutes' WHERE id = $1`, [id]);
    });
    const finished = await cli(desktop('bob'), 'team', 'send', id);
    expect(finished.err).toBe('');
    expect((await conn.control.listBulks()).length - before).toBe(2);
    const shown = JSON.parse((await cli(desktop('bob'), 'team', 'show', id, '--json')).out);
    expect(shown).toMatchObject({ state: 'sent', claimedBy: 'bob' });
    // Both desktops recorded the run in the team history: each planned bulk is there once, under
    // its key, with each of its payments once (the one taking over adopted the first one's rows).
    const team = await cluster.admin(
      async (c) =>
        (
          await c.query(
            `SELECT b.sequence, b.idempotency_key IS NOT NULL AS keyed, b.bank_bulk_id IS NOT NULL AS at_bank,
               count(p.*)::int AS payments, count(DISTINCT p.position)::int AS positions
             FROM bulkpay.history_bulks b JOIN bulkpay.history_files f ON f.id = b.file_id
             JOIN bulkpay.history_payments p ON p.bulk_id = b.id
             WHERE f.name = 'takeover.csv' GROUP BY b.id ORDER BY b.sequence`,
          )
        ).rows,
    );
    expect(team).toEqual([
      { sequence: 1, keyed: true, at_bank: true, payments: 100, positions: 100 },
      { sequence: 2, keyed: true, at_bank: true, payments: 50, positions: 50 },
    ]);
    const files = await cluster.admin(
      async (c) =>
        (await c.query(`SELECT count(*)::int AS n FROM bulkpay.history_files WHERE name = 'takeover.csv'`)).rows[0],
    );
    expect(files).toEqual({ n: 1 });
  }, 120_000);

  it('the app takes over a run whose sender stopped (team:takeOver), by the same rules as the command line', async () => {
    const id = await submitRun(payrollFile('app-takeover.csv', 3));
    expect((await cli(desktop('bob'), 'team', 'release', id, '--yes')).code).toBe(0);
    const env = desktop('bob');
    const ctx = await openBankContext({ out: () => {}, err: () => {}, cwd: dir, env });
    if (!ctx.ok) throw new Error(ctx.error.message);
    const team = new TeamService({ dataDir: env.BULKPAY_DATA_DIR!, keychain: createKeychain(), env });
    const alice = await connectTeamStore(cluster.url('alice', PASSWORD), null);
    if (!alice.ok) throw new Error(alice.error.message);
    const handlers = teamTakeoverHandlers(team, ctx.value.bulks);
    const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);
    try {
      // Released and nobody sending it: that is a send, not a takeover.
      expect(codeOf(await handlers['team:takeOver']({ runId: id }))).toBe('team_takeover_not_sending');
      // Alice's desktop claims it, then stops (sends nothing, never renews).
      const run = await alice.value.run(id);
      if (!run.ok) throw new Error(run.error.message);
      const claim = await alice.value.claimSend(id, 'alice-desk', {
        tpp: run.value.bankTpp ?? '',
        customer: run.value.bankCustomer ?? '',
      });
      expect(claim.ok && claim.value.claimed).toBe(true);
      const live = await handlers['team:claimLease']({ runId: id });
      expect(live.ok && live.value).toMatchObject({
        state: 'sending',
        claimedBy: 'alice',
        claimedHost: 'alice-desk',
        takeoverAllowed: false,
      });
      // A claim lasts while its sender's heartbeat does (team schema 9): 30 s unless beaten again.
      expect(live.ok && live.value.secondsLeft).toBeGreaterThan(20);
      expect(live.ok && live.value.secondsLeft).toBeLessThanOrEqual(30);
      const tooSoon = await handlers['team:takeOver']({ runId: id });
      // Said in seconds: the heartbeat lapses within 30 s, not "in 1 minute".
      expect(tooSoon.ok ? null : tooSoon.error).toMatchObject({
        code: 'team_takeover_claim_live_seconds',
        params: { by: 'alice', host: 'alice-desk' },
      });
      const count = tooSoon.ok ? 0 : Number(tooSoon.error.params?.count);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(30);
      const bankBefore = (await conn.control.listBulks()).length;
      // The lease runs out on the database's clock.
      await cluster.admin(async (c) => {
        await c.query('SET session_replication_role = replica');
        await c.query(`UPDATE bulkpay.runs SET claimed_at = claimed_at - interval '15 minutes' WHERE id = $1`, [id]);
      });
      const lapsed = await handlers['team:claimLease']({ runId: id });
      expect(lapsed.ok && lapsed.value).toMatchObject({ takeoverAllowed: true, secondsLeft: 0 });
      const taken = await handlers['team:takeOver']({ runId: id });
      if (!taken.ok) throw new Error(taken.error.message);
      expect(taken.value.claimed).toBe(true);
      if (!taken.value.claimed) return;
      expect(taken.value.run).toMatchObject({ state: 'sent', claimedBy: 'bob' });
      expect(taken.value.bulks).toHaveLength(1);
      expect((await conn.control.listBulks()).length - bankBefore).toBe(1);
      expect(codeOf(await handlers['team:takeOver']({ runId: id }))).toBe('team_takeover_already_sent');
    } finally {
      await alice.value.close();
      await team.close();
      await ctx.value.close();
    }
  }, 60_000);

  it('stops a run when a sent bulk cannot be recorded in the team history, and finishes it later', async () => {
    const id = await submitRun(payrollFile('record-fails.csv', 150));
    expect((await cli(desktop('bob'), 'team', 'release', id, '--yes')).code).toBe(0);
    const before = (await conn.control.listBulks()).length;
    await conn.control.armFault({ path: '/api/v2/payment-initiation/bulk/', method: 'POST', kind: 'hold', ms: 60_000 });
    const sending = runBin(desktop('bob', 'bob-stopped'), dir, 'team', 'send', id);
    while ((await conn.control.inProgress()).length === 0) await sleep(50);
    // The run is in the team history; while its first bulk is at the bank, the team store stops
    // taking the outcome.
    await cluster.admin((c) => c.query('REVOKE UPDATE ON bulkpay.history_bulks FROM bulkpay_team'));
    await conn.control.releaseHolds();
    const stopped = await sending.exited;
    await cluster.admin((c) => c.query('GRANT UPDATE ON bulkpay.history_bulks TO bulkpay_team'));
    expect(stopped.code).not.toBe(0);
    expect(stopped.stderr).toMatch(/bulk 1 .*was sent but the team database did not record it; nothing more was sent/);
    expect((await conn.control.listBulks()).length - before).toBe(1);

    const finished = await cli(desktop('bob', 'bob-stopped'), 'team', 'send', id);
    expect(finished.err).toBe('');
    expect((await conn.control.listBulks()).length - before).toBe(2);
    const team = await cluster.admin(
      async (c) =>
        (
          await c.query(
            `SELECT b.sequence, b.bank_bulk_id IS NOT NULL AS at_bank, count(p.*)::int AS payments
             FROM bulkpay.history_bulks b JOIN bulkpay.history_files f ON f.id = b.file_id
             JOIN bulkpay.history_payments p ON p.bulk_id = b.id
             WHERE f.name = 'record-fails.csv' GROUP BY b.id ORDER BY b.sequence`,
          )
        ).rows,
    );
    expect(team).toEqual([
      { sequence: 1, at_bank: true, payments: 100 },
      { sequence: 2, at_bank: true, payments: 50 },
    ]);
  }, 120_000);

  it('records a run in the team history before sending it, and sends nothing it could not record', async () => {
    const id = await submitRun(payrollFile('team-history.csv', 2));
    expect((await cli(desktop('bob'), 'team', 'release', id, '--yes')).code).toBe(0);
    const before = (await conn.control.listBulks()).length;
    // The sender's role may not write the team history: the run stops before the bank.
    await cluster.admin((c) => c.query('REVOKE INSERT ON bulkpay.history_bulks FROM bulkpay_team'));
    const refused = await cli(desktop('bob'), 'team', 'send', id);
    await cluster.admin((c) => c.query('GRANT INSERT ON bulkpay.history_bulks TO bulkpay_team'));
    expect(refused.code).toBe(6);
    expect(refused.err).toMatch(/Nothing was sent from this run/);
    expect((await conn.control.listBulks()).length).toBe(before);

    const sent = await cli(desktop('bob'), 'team', 'send', id);
    expect(sent.err).toBe('');
    expect((await conn.control.listBulks()).length - before).toBe(1);
    const rows = await cluster.admin(
      async (c) =>
        (
          await c.query(
            `SELECT b.db_user, b.state, count(p.*)::int AS payments FROM bulkpay.history_bulks b
             JOIN bulkpay.history_files f ON f.id = b.file_id JOIN bulkpay.history_payments p ON p.bulk_id = b.id
             WHERE f.name = 'team-history.csv' GROUP BY b.id`,
          )
        ).rows,
    );
    expect(rows).toEqual([{ db_user: 'bob', state: 'pending_approval', payments: 2 }]);

    // The customer approves; any member's desktop follows the team's open bulks to their outcome.
    const [open] = await cluster.admin(
      async (c) =>
        (
          await c.query(
            `SELECT b.id, b.bank_bulk_id FROM bulkpay.history_bulks b JOIN bulkpay.history_files f ON f.id = b.file_id
             WHERE f.name = 'team-history.csv'`,
          )
        ).rows as { id: string; bank_bulk_id: string }[],
    );
    await conn.control.approveBulk(open!.bank_bulk_id);
    const followed = await cli(
      desktop('alice', 'alice-follower'),
      'team',
      'follow',
      open!.id,
      '--interval-ms',
      '100',
      '--lease-seconds',
      '2',
    );
    expect(followed.err).toBe('');
    expect(followed.code).toBe(0);
    expect(followed.out).toContain(`${open!.id}: approved`);
    const after = await cluster.admin(
      async (c) => (await c.query(`SELECT state, processed FROM bulkpay.history_bulks WHERE id = $1`, [open!.id])).rows,
    );
    expect(after).toEqual([{ state: 'approved', processed: true }]);
    expect((await cli(desktop('bob'), 'team', 'follow', open!.id)).out).toMatch(/None of these bulks is waiting/);
  }, 120_000);

  it('moves a desktop’s history into the team store once, with counts per table', async () => {
    // Bob's history from before his desktop joined the team: sent alone, so only that desktop knows it.
    const env = desktop('bob', 'bob-before-team');
    const { BULKPAY_TEAM_URL: _team, ...beforeTeam } = env;
    const solo = await cli(
      beforeTeam,
      'submit',
      payrollFile('solo.csv', 2),
      '--account',
      conn.account.iban,
      '--yes',
      '--accept-warnings',
    );
    // Sent and waiting for the customer's approval (3: not final yet), as `submit` without --wait says.
    expect(solo.code, solo.err).toBe(3);
    const before = await cli(
      desktop('alice', 'alice-solo'),
      'team',
      'submit',
      'solo.csv',
      '--account',
      conn.account.iban,
      '--json',
    );
    const beforeRun = JSON.parse(before.out) as { id: string; warningsAcknowledged: string[] };
    expect(beforeRun.warningsAcknowledged).not.toContain('sent_by_team');
    // Returned runs do not count as duplicates: the warning below is the team history's doing.
    expect((await cli(env, 'team', 'return', beforeRun.id, '--comment', 'test run')).code).toBe(0);
    const first = await cli(env, 'team', 'import-history', '--json');
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    const counts = JSON.parse(first.out) as {
      complete: boolean;
      tables: {
        table: string;
        local: number;
        teamBefore: number;
        teamAfter: number;
        copied: number;
        alreadyThere: number;
        inTeam: number;
      }[];
    };
    expect(counts.complete).toBe(true);
    const bulks = counts.tables.find((t) => t.table === 'bulks')!;
    expect(bulks.local).toBe(1);
    for (const t of counts.tables) {
      expect(t.copied + t.alreadyThere).toBe(t.local);
      expect(t.inTeam).toBe(t.local);
      expect(t.teamAfter - t.teamBefore).toBe(t.copied);
    }
    expect(bulks.copied).toBe(1);
    const second = JSON.parse((await cli(env, 'team', 'import-history', '--json')).out) as typeof counts;
    for (const t of second.tables) {
      expect(t.copied).toBe(0);
      expect(t.alreadyThere).toBe(t.local);
      expect(t.teamAfter).toBe(t.teamBefore);
    }
    // Now the whole team's duplicate check sees bob's solo payments.
    const after = await cli(
      desktop('alice', 'alice-solo'),
      'team',
      'submit',
      'solo.csv',
      '--account',
      conn.account.iban,
    );
    expect(after.out).toMatch(
      /is in solo\.csv, prepared by bob on \d{4}-\d{2}-\d{2} \(sent to the bank\).*\[sent_by_team\]/,
    );
    // Any member reads it in the team history, from a desktop that never had it.
    const found = await cli(desktop('alice', 'alice-reader'), 'history', '--team', '--reference', 'SOLO.csv salary');
    expect(found.code, found.err).toBe(0);
    expect(found.out).toMatch(/Employee 1 .*solo\.csv salary 1/);
    expect(found.out).toMatch(/1–2 of 2 payments/);
    const local = await cli(desktop('alice', 'alice-reader'), 'history', '--reference', 'solo.csv salary');
    expect(local.out).toMatch(/No payments match/);
    const exported = JSON.parse((await cli(desktop('alice'), 'history', '--team', '--text', 'solo.csv', '--json')).out);
    expect(exported).toHaveLength(2);
    const text = await cli(env, 'team', 'import-history');
    expect(text.out).toMatch(/payments\s+\d+/);
    expect(text.out).toMatch(/running this again adds nothing/);
    const finnish = await cli({ ...env, LANG: 'fi_FI.UTF-8' }, 'team', 'import-history');
    expect(finnish.out).toMatch(/maksut\s+\d+/);
    expect(finnish.out).toMatch(/uusi ajo ei lisää mitään/);
  }, 120_000);

  it('says the team database is unreachable, and still validates files', async () => {
    const offline = { ...desktop('alice'), BULKPAY_TEAM_URL: 'postgresql://alice:x@127.0.0.1:1/postgres' };
    const status = await cli(offline, 'team', 'status');
    expect(status.code).toBe(1);
    expect(status.err).toMatch(
      /^bulkpay team status: The team database on 127\.0\.0\.1 cannot be reached; .*try again/,
    );
    const validated = await cli(offline, 'validate', payrollFile('offline.csv', 2));
    expect(validated.code).toBe(0);
  });

  it('shares saved column mappings: push from one desktop, pull on another', async () => {
    const mapping = {
      name: 'Palkat',
      headers: ['Saaja', 'Tili', 'Summa', 'Valuutta', 'Viesti'],
      columns: { name: 'Saaja', iban: 'Tili', amount: 'Summa', currency: 'Valuutta', unstructured_reference: 'Viesti' },
      decimalStyle: 'comma' as const,
    };
    new TemplateStore(desktop('alice').BULKPAY_DATA_DIR!).save(mapping);
    const pushed = await cli(desktop('alice'), 'team', 'templates', 'push');
    expect(pushed.code, pushed.err).toBe(0);
    expect(pushed.out).toMatch(/The team's mappings: Palkat/);
    const elsewhere = desktop('bob', 'bob-templates');
    expect(new TemplateStore(elsewhere.BULKPAY_DATA_DIR!).list()).toEqual([]);
    const pulled = await cli(elsewhere, 'team', 'templates', 'pull');
    expect(pulled.code, pulled.err).toBe(0);
    expect(new TemplateStore(elsewhere.BULKPAY_DATA_DIR!).find('palkat')).toEqual(mapping);
    // In the user's language, as every CLI sentence.
    const finnish = await cli({ ...elsewhere, LANG: 'fi_FI.UTF-8' }, 'team', 'templates', 'pull');
    expect(finnish.out).toMatch(
      /Tiimin 1 sarakemääritys kopioitiin tälle työasemalle.*\nTiimin sarakemääritykset: Palkat/s,
    );
    writeFileSync(
      join(dir, 'palkat.csv'),
      'Saaja;Tili;Summa;Valuutta;Viesti\nAino Virtanen;FI2112345600000785;12,50;EUR;Palkka\n',
    );
    const validated = await cli(elsewhere, 'validate', 'palkat.csv', '--template', 'Palkat');
    expect(validated.code, validated.err + validated.out).toBe(0);
  });
});
