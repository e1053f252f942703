import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TeamStore, teamConnectionConfig } from '../../../src-main/adapters/postgres/team-store';
import { startTeamCluster, type PgCluster } from '../../integration/harness/pg-cluster';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { goTo, screenshotsAtBothSizes } from '../harness/steps';

// A team admin (or anyone with write access to the team database) changes the address of a bank
// profile that holds this desktop's client secret: Settings keeps the address in use and asks.
const PASSWORD = 'team-address-journey-password';

describeInBrowser('journey: a team address change waits in Settings', () => {
  let cluster: PgCluster;
  let clerk: E2eApp;
  let admin: TeamStore;

  const adminSql = async (sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: cluster.url('team_admin', PASSWORD) });
    await client.connect();
    try {
      await client.query(sql, params);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    cluster = await startTeamCluster(PASSWORD, ['clerk']);
    const config = teamConnectionConfig(cluster.url('team_admin', PASSWORD));
    if (!config.ok) throw new Error(config.error.message);
    const store = await TeamStore.connect(config.value);
    if (!store.ok) throw new Error(store.error.message);
    admin = store.value;
    expect((await admin.migrate()).ok).toBe(true);
    expect((await admin.setRole('clerk', 'preparer')).ok).toBe(true);
    await admin.profiles().save({
      name: 'Nordbank',
      baseUrl: 'https://api.nordbank.example',
      bulkBaseUrl: 'https://bulk.nordbank.example',
      applicationId: 'app-1',
      tppClientId: 'tpp-1',
    });
    clerk = await launchApp({
      journey: 'team-address',
      core: { demoBank: false, env: { BULKPAY_TEAM_URL: cluster.url('clerk', PASSWORD) } },
    });
  }, 180_000);
  afterAll(async () => {
    await clerk?.close();
    await admin?.close().catch(() => {});
    await cluster?.stop();
  });
  screenshotOnFailure(() => clerk);

  it('shows the team’s new address beside the one in use, and keeps or takes it on the user’s word', async () => {
    await goTo(clerk, 'Settings');
    const nordbank = clerk.core.profiles.profiles.list().find((p) => p.name === 'Nordbank');
    expect(nordbank).toBeDefined();
    // This desktop completed onboarding: the profile holds its client secret.
    clerk.core.profiles.profiles.update(nordbank!.id, { clientSecretRef: 'nordbank-secret-ref' });
    await adminSql(
      `UPDATE bulkpay.profiles SET base_url = 'https://payments.attacker.example', bulk_base_url = 'https://payments.attacker.example' WHERE name_key = 'nordbank'`,
    );
    await clerk.page.reload();
    await goTo(clerk, 'Settings');
    await clerk.page
      .getByRole('list', { name: 'Bank profiles' })
      .getByRole('button', { name: /Nordbank/ })
      .click();
    const notice = clerk.page.getByRole('status').filter({ hasText: 'The team changed this bank address' });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.getByRole('heading').textContent()).toBe(
      'The team changed this bank address to payments.attacker.example',
    );
    expect(await notice.textContent()).toContain(
      'This desktop keeps using https://api.nordbank.example until you accept',
    );
    expect(clerk.core.profiles.profiles.get(nordbank!.id)?.baseUrl).toBe('https://api.nordbank.example');
    expect(await clerk.page.locator('h1').count()).toBe(1);
    await screenshotsAtBothSizes(clerk, 'settings-team-address');

    await notice.getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    expect(clerk.core.profiles.profiles.get(nordbank!.id)).toMatchObject({
      baseUrl: 'https://api.nordbank.example',
      teamAddressKept: true,
    });

    // The team moves it again (the bank really moved): this time the user accepts. (Addresses on this
    // machine: the harness refuses to send a request naming a real bank's address.)
    await adminSql(
      `UPDATE bulkpay.profiles SET base_url = 'http://localhost:4402', bulk_base_url = 'http://localhost:4412' WHERE name_key = 'nordbank'`,
    );
    await clerk.page.reload();
    await goTo(clerk, 'Settings');
    await clerk.page
      .getByRole('list', { name: 'Bank profiles' })
      .getByRole('button', { name: /Nordbank/ })
      .click();
    await notice.waitFor({ timeout: 15_000 });
    // While the notice shows port 4402, the team moves it once more and this desktop stores that (as a
    // `bulkpay team settings pull` would): the click takes only the address shown, so nothing moves.
    await adminSql(
      `UPDATE bulkpay.profiles SET base_url = 'http://localhost:4403', bulk_base_url = 'http://localhost:4413' WHERE name_key = 'nordbank'`,
    );
    clerk.core.profiles.profiles.setTeamAddress(nordbank!.id, {
      baseUrl: 'http://localhost:4403',
      bulkBaseUrl: 'http://localhost:4413',
    });
    await notice.getByRole('button', { name: 'Use the team’s address' }).click();
    await clerk.page.getByText('The team changed the address again; look at it and accept again.').waitFor();
    expect(clerk.core.profiles.profiles.get(nordbank!.id)?.baseUrl).toBe('https://api.nordbank.example');
    // The notice now shows the newer address, to look at before accepting again.
    await notice.getByText('http://localhost:4413').waitFor();
    expect(await notice.getByRole('heading').textContent()).toBe(
      'The team changed this bank address to localhost:4403',
    );
    await screenshotsAtBothSizes(clerk, 'settings-team-address-changed-again');
    await notice.getByRole('button', { name: 'Use the team’s address' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    expect(clerk.core.profiles.profiles.get(nordbank!.id)).toMatchObject({
      baseUrl: 'http://localhost:4403',
      bulkBaseUrl: 'http://localhost:4413',
      teamBaseUrl: null,
    });
    await expect
      .poll(() => clerk.page.getByRole('definition').filter({ hasText: 'http://localhost:4403' }).count())
      .toBe(1);
  });
});
