// Team schema 14 on a real PostgreSQL: the database keys a payee's name exactly as the app does
// (`payeeKey`), for generated names of every kind and for every Unicode character in context.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { payeeKey, payeeKeyByRule } from '../../../../../src-shared/payments/payee-key';
import { everyCharacter, generatedNames, sigmaContexts } from '../../../harness/generated-names';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'payee-key-password';
let cluster: PgCluster;
let client: pg.Client;
const stores: TeamStore[] = [];

/** The database's keys of `names`, asked 2,000 at a time. */
async function databaseKeys(names: readonly string[]): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < names.length; i += 2000) {
    const { rows } = await client.query<{ key: string }>(
      'SELECT bulkpay.payee_name_key(x) AS key FROM unnest($1::text[]) WITH ORDINALITY AS t(x, n) ORDER BY n',
      [names.slice(i, i + 2000)],
    );
    keys.push(...rows.map((r) => r.key));
  }
  return keys;
}

const codePoints = (text: string) =>
  [...text].map((c) => `U+${c.codePointAt(0)!.toString(16).padStart(4, '0')}`).join(' ');

/** Every name whose database key is not the app's (at most 5, written out by code point to be read). */
async function disagreements(names: readonly string[]): Promise<string[]> {
  const keys = await databaseKeys(names);
  const differ = names.flatMap((name, i) =>
    keys[i] === payeeKey(name)
      ? []
      : [`${codePoints(name)}\n  app ${codePoints(payeeKey(name))}\n  db  ${codePoints(keys[i]!)}`],
  );
  return differ.slice(0, 5).concat(differ.length > 5 ? [`… ${differ.length} names in all`] : []);
}

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, []);
  const admin = await openStoreAs(cluster, 'team_admin', PASSWORD, stores);
  expect((await admin.migrate()).ok).toBe(true);
  client = new pg.Client({ connectionString: cluster.url('team_admin', PASSWORD) });
  await client.connect();
}, 120_000);

afterAll(() => endTeamTest({ connections: [client], stores, cluster }));

describe("the team database keys a payee's name as the app does (team schema 14)", () => {
  it('the examples the payee book is about', async () => {
    const names = [
      'Müller GmbH',
      'Muller GmbH',
      'Mu\u0308ller GmbH',
      'MÜLLER, GmbH',
      '  Ａｃｍｅ  Oy ',
      '\u200fشركة\u202e',
    ];
    expect(await databaseKeys(names)).toEqual(names.map((n) => payeeKey(n)));
    expect(new Set(await databaseKeys(names.slice(0, 4)))).toEqual(new Set(['name:muller gmbh']));
  });

  it('20,000 generated names of every script and form: not one key differs', async () => {
    const names = generatedNames(20_000);
    // The generated names hold what they are meant to (and the app's two ways of keying agree).
    expect(names.some((n) => n.includes('\u202e'))).toBe(true);
    expect(names.filter((n) => n !== n.normalize('NFC')).length).toBeGreaterThan(1000);
    expect(names.every((n) => payeeKey(n) === payeeKeyByRule(n))).toBe(true);
    expect(await disagreements(names)).toEqual([]);
  }, 120_000);

  it('every Unicode character, in runs of 64: not one key differs', async () => {
    expect(await disagreements(everyCharacter())).toEqual([]);
  }, 300_000);

  it('a capital sigma before, after and between every character of the first two planes: ς or σ as the app writes it', async () => {
    expect(await disagreements(sigmaContexts())).toEqual([]);
  }, 300_000);
});
