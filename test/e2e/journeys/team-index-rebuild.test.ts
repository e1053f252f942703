import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TeamStore, teamConnectionConfig } from '../../../src-main/adapters/postgres/team-store';
import { TEAM_MIGRATIONS } from '../../../src-main/adapters/postgres/team-schema';
import { INDEX_BUILD_LOCK } from '../../../src-main/adapters/postgres/team-migrations';
import { startTeamCluster, type PgCluster } from '../../integration/harness/pg-cluster';
import { validIndexes as validIndexesOf } from '../../integration/harness/team-rows';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { goTo, screenshotsAtBothSizes } from '../harness/steps';

// An index the team schema builds CONCURRENTLY was left missing or invalid by an interrupted build:
// Settings → Team says so to everyone (how many, no names): a member is told to ask the team admin,
// an admin that the database's owner builds them again with the team upgrade. No button. The same
// for schema 19's payee names left unfinished.
const PASSWORD = 'team-index-rebuild-journey-password';
const CONCURRENT = TEAM_MIGRATIONS.flatMap((m) => m.concurrentIndexes ?? []).map((i) => i.name);

describeInBrowser('journey: Settings → Team shows the indexes to build again', () => {
  let cluster: PgCluster;
  let admin: E2eApp;
  let clerk: E2eApp;
  let store: TeamStore;
  const validIndexes = () => validIndexesOf(cluster, CONCURRENT);

  beforeAll(async () => {
    cluster = await startTeamCluster(PASSWORD, ['clerk']);
    const config = teamConnectionConfig(cluster.url('team_admin', PASSWORD));
    if (!config.ok) throw new Error(config.error.message);
    const opened = await TeamStore.connect(config.value);
    if (!opened.ok) throw new Error(opened.error.message);
    store = opened.value;
    expect((await store.migrate()).ok).toBe(true);
    expect((await store.setRole('clerk', 'preparer')).ok).toBe(true);
    const [invalid, missing] = CONCURRENT as [string, string];
    await cluster.admin(async (c) => {
      await c.query(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = $1::regclass`, [`bulkpay.${invalid}`]);
      await c.query(`DROP INDEX bulkpay.${missing}`);
    });
    const desktop = (journey: string, user: string) =>
      launchApp({ journey, core: { demoBank: false, env: { BULKPAY_TEAM_URL: cluster.url(user, PASSWORD) } } });
    clerk = await desktop('team-index-rebuild-clerk', 'clerk');
    admin = await desktop('team-index-rebuild-admin', 'team_admin');
  }, 240_000);
  afterAll(async () => {
    await clerk?.close();
    await admin?.close();
    await store?.close().catch(() => {});
    await cluster?.stop();
  });
  screenshotOnFailure(() => admin);

  it('a member is told to ask the team admin; an admin is told the database owner builds them with the upgrade; no button', async () => {
    expect(CONCURRENT.length).toBeGreaterThanOrEqual(2);
    expect(await validIndexes()).toHaveLength(CONCURRENT.length - 2);

    await goTo(clerk, 'Settings');
    const clerkNotice = clerk.page.getByTestId('team-indexes-to-rebuild');
    await clerkNotice.waitFor({ timeout: 15_000 });
    const clerkText = (await clerkNotice.textContent()) ?? '';
    expect(clerkText).toContain(
      '2 of the team database’s search indexes are missing or were left unfinished by an interrupted build',
    );
    expect(clerkText).toContain('Ask your team admin to have them built again.');
    expect(await clerkNotice.getByRole('button').count()).toBe(0);
    // No index's name (a database code) nor a command line on screen.
    for (const name of CONCURRENT) expect(clerkText).not.toContain(name);
    expect(clerkText).not.toMatch(/`|bulkpay team/);
    await clerkNotice.scrollIntoViewIfNeeded();
    await screenshotsAtBothSizes(clerk, 'settings-team-indexes-member');

    await goTo(admin, 'Settings');
    const notice = admin.page.getByTestId('team-indexes-to-rebuild');
    await notice.waitFor({ timeout: 15_000 });
    const adminText = (await notice.textContent()) ?? '';
    expect(adminText).toContain('The team database’s owner builds them again with the team upgrade');
    expect(adminText).not.toMatch(/`|bulkpay team/);
    expect(await notice.getByRole('button').count()).toBe(0);
    await notice.scrollIntoViewIfNeeded();
    await screenshotsAtBothSizes(admin, 'settings-team-indexes-admin');

    // The owner's upgrade (the same path as `team connect --yes`) builds them; while its build waits
    // for a desktop's open transaction, the notice says they are being built, not interrupted.
    const holder = new pg.Client({ connectionString: cluster.url('team_admin', PASSWORD) });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE bulkpay.history_payments IN ROW EXCLUSIVE MODE');
      const upgrade = store.migrate();
      await expect
        .poll(async () => (await clerk.page.reload(), await goTo(clerk, 'Settings'), await clerkNotice.textContent()), {
          timeout: 30_000,
        })
        .toContain('being built now');
      expect(await clerkNotice.textContent()).not.toContain('interrupted');
      await clerkNotice.scrollIntoViewIfNeeded();
      await screenshotsAtBothSizes(clerk, 'settings-team-indexes-building');
      await holder.query('COMMIT');
      expect((await upgrade).ok).toBe(true);
    } finally {
      await holder.end();
    }
    expect(await validIndexes()).toEqual([...CONCURRENT].sort());
    await clerk.page.reload();
    await goTo(clerk, 'Settings');
    await clerk.page.getByTestId('team-you').waitFor({ timeout: 15_000 });
    expect(await clerkNotice.count()).toBe(0);
  });

  it("schema 19's payee names left unfinished are said beside the indexes: being added while a build holds the lock", async () => {
    await cluster.admin((c) => c.query('UPDATE bulkpay.history_payee_names_fill SET filled_to = 0, done = false'));
    const notice = clerk.page.getByTestId('team-payee-names-unfilled');
    await clerk.page.reload();
    await goTo(clerk, 'Settings');
    await notice.waitFor({ timeout: 15_000 });
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain('payee names were left unfinished by an interrupted upgrade');
    expect(text).toContain('The team database’s owner finishes it with the team upgrade');
    expect(text).not.toMatch(/`|bulkpay team/);
    await notice.scrollIntoViewIfNeeded();
    await screenshotsAtBothSizes(clerk, 'settings-team-payee-names-unfilled');

    await cluster.admin(async (c) => {
      await c.query('SELECT pg_advisory_lock($1, $2)', [...INDEX_BUILD_LOCK]);
      await clerk.page.reload();
      await goTo(clerk, 'Settings');
      await notice.waitFor({ timeout: 15_000 });
      const building = (await notice.textContent()) ?? '';
      expect(building).toContain('payee names are being added now');
      expect(building).not.toContain('interrupted');
      await notice.scrollIntoViewIfNeeded();
      await screenshotsAtBothSizes(clerk, 'settings-team-payee-names-filling');
    });

    expect((await store.migrate()).ok).toBe(true);
    await clerk.page.reload();
    await goTo(clerk, 'Settings');
    await clerk.page.getByTestId('team-you').waitFor({ timeout: 15_000 });
    expect(await notice.count()).toBe(0);
  });
});
