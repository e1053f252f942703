import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTeamCluster, type PgCluster } from '../../integration/harness/pg-cluster';
import { allStarted, launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { installOnboardedProfile, startBank, type TestBank } from '../harness/bank';
import { describeInBrowser } from '../harness/browser';
import { describeHits, leaksIn, makeCanarySecrets } from '../harness/canary';
import { importCsv, sessionJwt, signInAsCustomer, screenshotsAtBothSizes } from '../harness/steps';
import { goToTeam, installTeamWithRoles, joinTeam, PASSWORD, payroll } from '../harness/team-journey';

// The team journey's outages (split from team-release.test.ts): a preparer's desktop in team mode
// whose live link to the team database is lost while the database still answers, then whose team
// database stops answering altogether. The schema and roles are installed directly (the Settings
// steps that do it are team-release.test.ts's).
describeInBrowser('journey: the team database goes away under a preparer', () => {
  let cluster: PgCluster;
  let clusterStopped = false;
  let bank: TestBank;
  let alice: E2eApp;

  beforeAll(async () => {
    // The team database, the bank and the desktop start side by side: none waits for another.
    const withBank = startBank({ demo: true }).then((started) => (bank = started));
    await allStarted([
      startTeamCluster(PASSWORD, ['alice']).then(async (started) => {
        cluster = started;
        await installTeamWithRoles(started, { alice: 'preparer' });
      }),
      withBank,
      launchApp({ journey: 'team-release/outage', core: { demoBank: false } }).then(async (app) => {
        alice = app;
        await installOnboardedProfile(app.core, await withBank);
      }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await alice?.close();
    await bank?.close();
    if (!clusterStopped) await cluster?.stop();
  });
  screenshotOnFailure(() => alice);

  it('the preparer signs in at the bank and joins the team in Settings', async () => {
    const psu = bank.sandbox.demo!.psu;
    await signInAsCustomer(alice, bank, psu.email, psu.password);
    await joinTeam(alice, cluster, 'alice');
    await expect.poll(() => alice.page.getByTestId('team-you').textContent()).toBe('alice · Preparer');
  });

  it('while changes are not pushed (the live link lost), the team screen says they come late', async () => {
    const { page } = alice;
    await goToTeam(alice);
    expect(await page.getByTestId('team-live-lost').count()).toBe(0);
    // The database drops alice's one connection (her live link rides on it: docs/team-admin.md,
    // "Connections") and refuses new ones for a while.
    await cluster.admin(async (c) => {
      await c.query('ALTER ROLE alice CONNECTION LIMIT 0');
      await c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'alice'`);
    });
    try {
      const notice = page.getByTestId('team-live-lost');
      await notice.waitFor({ timeout: 10_000 });
      expect(await notice.textContent()).toBe(
        'Changes your colleagues make show here within 30 seconds: the live link to the team database is down, and Bulkpay reconnects by itself.',
      );
      await screenshotsAtBothSizes(alice, 'team-live-lost');
    } finally {
      await cluster.admin((c) => c.query('ALTER ROLE alice CONNECTION LIMIT -1'));
    }
    // Bulkpay connects again by itself (its pause doubles up to 30 s) and the notice goes.
    await page.getByTestId('team-live-lost').waitFor({ state: 'detached', timeout: 40_000 });
  });

  it('a desktop whose team database stops answering says so, still imports, and refuses to send', async () => {
    clusterStopped = true;
    await cluster.stop();
    const { page } = alice;
    await importCsv(alice, 'payroll-december.csv', payroll('December'));
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toMatch(/^3 payments, 1 bulk, no errors/);
    await expect.poll(() => page.getByTestId('team-unreachable').isVisible(), { timeout: 30_000 }).toBe(true);
    await page.getByLabel('Paying account').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Review before sending' }).click();
    // Still in team mode: the run offers no Send, only the submit (the team database decides it).
    await page.getByRole('heading', { level: 2, name: 'Submit for release' }).waitFor();
    expect(await page.getByRole('button', { name: /^Send/ }).count()).toBe(0);
    expect(await page.getByTestId('team-submitted').count()).toBe(0);
    // Not "your role does not prepare runs": the role is unknown while the database is away.
    expect(await page.locator('.submit-for-release').textContent()).toMatch(
      /Submitting waits for the team database: it cannot be reached right now/,
    );
    await screenshotsAtBothSizes(alice, 'team-unreachable-refused');
    await page.getByTestId('team-unreachable').scrollIntoViewIfNeeded();
    await screenshotsAtBothSizes(alice, 'team-unreachable-banner');
    expect(await bank.control.listBulks()).toHaveLength(0);
  });

  it('left no secret behind and had no console errors, CSP violations or off-origin requests', async () => {
    const demo = bank.sandbox.demo!;
    const secrets = makeCanarySecrets({
      privateKeyPem: demo.keyPem,
      clientSecret: demo.clientSecret,
      psuPassword: demo.psu.password,
      onboardingPassword: PASSWORD,
      jwt: await sessionJwt(alice),
    });
    const inbound = { psuPassword: ['consent:signIn'], onboardingPassword: ['team:connect'] };
    expect(describeHits(leaksIn(alice, secrets, inbound))).toBe('');
    expect(alice.problems).toEqual([]);
  });
});
