import { afterAll, beforeAll, expect, it } from 'vitest';
import { TeamStore, teamConnectionConfig } from '../../../src-main/adapters/postgres/team-store';
import { bulk, payment } from '../../unit/harness/history-fixtures';
import { startTeamCluster, type PgCluster } from '../../integration/harness/pg-cluster';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { goTo, screenshotsAtBothSizes } from '../harness/steps';

// Issue 17: the History screen of a desktop in team mode shows the team's history (a bulk another
// desktop recorded), and says so when it falls back to this computer's history.
const PASSWORD = 'team-history-journey-password';

async function searchHistory(app: E2eApp, text: string): Promise<void> {
  await goTo(app, 'History');
  await app.page.getByRole('textbox', { name: 'Search', exact: true }).fill(text);
  await app.page.getByRole('button', { name: 'Search', exact: true }).click();
}

describeInBrowser('journey: the History screen in team mode', () => {
  let cluster: PgCluster;
  let stopped = false;
  let bob: TeamStore | undefined;
  let alice: E2eApp;

  beforeAll(async () => {
    cluster = await startTeamCluster(PASSWORD, ['alice', 'bob']);
    const connect = async (user: string) => {
      const config = teamConnectionConfig(cluster.url(user, PASSWORD));
      if (!config.ok) throw new Error(config.error.message);
      const store = await TeamStore.connect(config.value);
      if (!store.ok) throw new Error(store.error.message);
      return store.value;
    };
    const admin = await connect('team_admin');
    expect((await admin.migrate()).ok).toBe(true);
    for (const user of ['alice', 'bob']) expect((await admin.setRole(user, 'preparer')).ok).toBe(true);
    await admin.close();
    // Bob's desktop recorded a bulk of two payments in the team history.
    bob = await connect('bob');
    await bob.history().recordBulk(
      bulk(
        [
          payment({ payeeName: 'Acme Oy', amount: '125.50', unstructuredReference: 'Teamhist invoice 1001' }),
          payment({
            payeeName: 'Beta GmbH',
            amount: '10.00',
            line: 3,
            unstructuredReference: 'Teamhist invoice 1002',
          }),
        ],
        { createdBy: 'bob' },
      ),
    );
    alice = await launchApp({
      journey: 'team-history',
      core: { demoBank: false, env: { BULKPAY_TEAM_URL: cluster.url('alice', PASSWORD) } },
    });
  }, 180_000);
  afterAll(async () => {
    await alice?.close();
    await bob?.close().catch(() => {});
    if (!stopped) await cluster?.stop();
  });
  screenshotOnFailure(() => alice);

  it('shows the payments another desktop sent, from the team history', async () => {
    await searchHistory(alice, 'Teamhist invoice');
    await expect
      .poll(() => alice.page.getByTestId('history-count').textContent(), { timeout: 15_000 })
      .toBe('1–2 of 2 payments');
    expect(await alice.page.getByTestId('history-team-unreachable').count()).toBe(0);
    await expect.poll(() => alice.page.getByRole('region', { name: 'Bulks' }).getByRole('listitem').count()).toBe(1);
    await screenshotsAtBothSizes(alice, 'history-team');
  });

  it('with the team database down, shows this computer’s history and says so', async () => {
    await bob?.close();
    bob = undefined;
    await cluster.stop();
    stopped = true;
    await searchHistory(alice, 'Teamhist invoice');
    const notice = alice.page.getByTestId('history-team-unreachable');
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toMatch(/^Showing this computer's history: the team database cannot be reached/);
    await expect.poll(() => alice.page.getByTestId('history-count').textContent()).not.toMatch(/of 2 payments/);
    // The bulk list below is this computer's too: bob's bulk is not on it.
    await expect.poll(() => alice.page.getByRole('region', { name: 'Bulks' }).getByRole('listitem').count()).toBe(0);
    await screenshotsAtBothSizes(alice, 'history-team-unreachable');
  });
});
