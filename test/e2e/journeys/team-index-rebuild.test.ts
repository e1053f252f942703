import { afterAll, beforeAll, expect, it } from 'vitest';
import { TeamStore, teamConnectionConfig } from '../../../src-main/adapters/postgres/team-store';
import { TEAM_MIGRATIONS } from '../../../src-main/adapters/postgres/team-schema';
import { startTeamCluster, type PgCluster } from '../../integration/harness/pg-cluster';
import { validIndexes as validIndexesOf } from '../../integration/harness/team-rows';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { goTo, screenshotsAtBothSizes } from '../harness/steps';

// An index the team schema builds CONCURRENTLY was left missing or invalid by an interrupted build:
// Settings → Team says so to everyone, tells a member whom to ask, and lets an admin build it again.
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

  it('a member is told to ask an admin; an admin not owning the tables is refused; the owner builds them from the window', async () => {
    expect(CONCURRENT.length).toBeGreaterThanOrEqual(2);
    expect(await validIndexes()).toHaveLength(CONCURRENT.length - 2);

    await goTo(clerk, 'Settings');
    const clerkNotice = clerk.page.getByTestId('team-indexes-to-rebuild');
    await clerkNotice.waitFor({ timeout: 15_000 });
    expect(await clerkNotice.textContent()).toContain(
      '2 of the team database’s search indexes are missing or were left unfinished by an interrupted build',
    );
    expect(await clerkNotice.textContent()).toContain('Ask a team admin to build them again');
    expect(await clerkNotice.getByRole('button').count()).toBe(0);
    // No index's name (a database code) on screen.
    for (const name of CONCURRENT) expect(await clerkNotice.textContent()).not.toContain(name);
    await clerkNotice.scrollIntoViewIfNeeded();
    await screenshotsAtBothSizes(clerk, 'settings-team-indexes-member');

    // Made an admin, the member's login still does not own the team's tables: the database refuses
    // the build and the window says whose login may, nothing built.
    expect((await store.setRole('clerk', 'admin')).ok).toBe(true);
    await clerk.page.reload();
    await goTo(clerk, 'Settings');
    await clerkNotice.getByRole('button', { name: 'Build the indexes again' }).click();
    const refused = clerkNotice.getByRole('alert');
    await refused.waitFor({ timeout: 30_000 });
    expect(await refused.textContent()).toContain(
      'The database login clerk may not build the team’s indexes: only the login that installed the team schema',
    );
    expect(await validIndexes()).toHaveLength(CONCURRENT.length - 2);
    await screenshotsAtBothSizes(clerk, 'settings-team-indexes-refused');

    await goTo(admin, 'Settings');
    const notice = admin.page.getByTestId('team-indexes-to-rebuild');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toContain('everyone keeps working meanwhile');
    await notice.scrollIntoViewIfNeeded();
    await screenshotsAtBothSizes(admin, 'settings-team-indexes-admin');
    await notice.getByRole('button', { name: 'Build the indexes again' }).click();
    await expect.poll(() => notice.count(), { timeout: 30_000 }).toBe(0);
    expect(await validIndexes()).toEqual([...CONCURRENT].sort());
    expect(await admin.page.getByRole('alert').count()).toBe(0);

    // The member's window says nothing more once it reads the team's status again.
    await clerk.page.reload();
    await goTo(clerk, 'Settings');
    await clerk.page.getByTestId('team-you').waitFor({ timeout: 15_000 });
    expect(await clerkNotice.count()).toBe(0);
  });
});
