import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startEnvModeBank, type EnvModeBank } from '../../../harness/env-mode-bank';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';

// The team commands' human output in the user's language (LC_ALL, LC_MESSAGES, LANG), from the
// same catalogs as the window; `--json` is the same in every language, for scripts.
const PASSWORD = 'team-language-password';
let cluster: PgCluster;
let bank: EnvModeBank;

const desktop = (user: string, lang: string): NodeJS.ProcessEnv => ({
  ...bank.env,
  LC_ALL: '',
  LC_MESSAGES: '',
  LANG: lang,
  BULKPAY_DATA_DIR: join(bank.dir, `desktop-${user}`),
  BULKPAY_TEAM_URL: cluster.url(user, PASSWORD),
});
const cli = (env: NodeJS.ProcessEnv, ...args: string[]) => runCli(env, bank.dir, ...args);

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice']);
  bank = await startEnvModeBank();
  const admin = { ...bank.env, LC_ALL: 'C', BULKPAY_DATA_DIR: join(bank.dir, 'desktop-admin') };
  const connected = await cli(admin, 'team', 'connect', cluster.url('team_admin', PASSWORD), '--yes');
  expect(connected.err).toBe('');
}, 120_000);

afterAll(async () => {
  await bank?.close();
  await cluster?.stop();
});

describe('bulkpay team in Finnish and German', () => {
  it('says who you are in Finnish, gives a role in German, and words a wrong command in Swedish', async () => {
    const given = await cli(desktop('team_admin', 'de_DE.UTF-8'), 'team', 'role', 'alice', 'preparer');
    expect(given.out).toBe('alice hat jetzt die Bulkpay-Rolle Vorbereiter.');
    const status = await cli(desktop('alice', 'fi_FI.UTF-8'), 'team', 'status');
    expect(status.code, status.err).toBe(0);
    expect(status.out).toMatch(
      /^Tiimin tietokanta: PostgreSQL .*, skeeman versio \d+\. Olet alice, Bulkpay-roolisi on valmistelija\.$/,
    );
    const wrong = await cli(desktop('alice', 'sv_SE.UTF-8'), 'team', 'nonsense');
    expect(wrong.code).toBe(1);
    expect(wrong.err.split('\n')[0]).toBe('bulkpay team: okänt kommando "nonsense"');
    expect(wrong.err).toContain('Användning: bulkpay team <kommando> …');
  });

  it('lists no runs yet in German, then prepares one and shows it in Finnish and German', async () => {
    expect((await cli(desktop('alice', 'de_DE.UTF-8'), 'team', 'runs')).out).toBe(
      'Noch keine Läufe. Ein Vorbereiter startet einen mit `bulkpay team submit <Datei> --account …`.',
    );
    writeFileSync(
      join(bank.dir, 'palkat.csv'),
      'name,iban,amount,currency,unstructured_reference\nAnna,DE89370400440532013000,10.00,EUR,Palkka\nBen,NL91ABNA0417164300,12.00,EUR,Palkka\n',
    );
    const submitted = await cli(
      desktop('alice', 'fi_FI.UTF-8'),
      'team',
      'submit',
      'palkat.csv',
      '--account',
      bank.conn.account.iban,
    );
    expect(submitted.code, submitted.err).toBe(0);
    expect(submitted.out).toMatch(/^Ajo \S+: palkat\.csv, 2 maksua, yhteensä /m);
    expect(submitted.out).toContain('; odottaa toisen henkilön vapautusta');
    expect(submitted.out).toMatch(/^ {2}valmistellut alice /m);

    const id = submitted.out.match(/^Ajo (\S+):/m)![1]!;
    const shown = await cli(desktop('alice', 'de_DE.UTF-8'), 'team', 'show', id);
    expect(shown.out).toMatch(/^Lauf \S+: palkat\.csv, 2 Zahlungen, Summe /);
    expect(shown.out).toContain('wartet auf Freigabe durch eine zweite Person');
    // The audit log's actions in German too ("prepared" → the team catalog's word).
    expect(shown.out).toMatch(/alice {2}hat vorbereitet/);
    const runs = await cli(desktop('alice', 'de_DE.UTF-8'), 'team', 'runs');
    expect(runs.out).toMatch(new RegExp(`^${id} .* palkat\\.csv .* wartet auf Freigabe durch eine zweite Person$`));

    const release = await cli(desktop('alice', 'fi_FI.UTF-8'), 'team', 'release');
    expect(release.err).toBe('bulkpay team release: anna ajon tunniste.');
  });

  it('prints the same JSON in every language', async () => {
    const outputs = await Promise.all(
      ['C', 'fi_FI.UTF-8', 'sv_SE.UTF-8', 'de_DE.UTF-8'].map(async (lang) => {
        const r = await cli(desktop('alice', lang), 'team', 'runs', '--json');
        expect(r.code, r.err).toBe(0);
        return JSON.parse(r.out) as unknown[];
      }),
    );
    expect(outputs[0]).toHaveLength(1);
    for (const other of outputs.slice(1)) expect(other).toEqual(outputs[0]);
  });
});
