import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectTeamStore } from '../../../src-main/adapters/postgres/team-connection';
import { startTeamCluster, type PgCluster } from '../../integration/harness/pg-cluster';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { installOnboardedProfile, startBank, type TestBank } from '../harness/bank';
import { describeInBrowser } from '../harness/browser';
import { importCsv, signInAsCustomer, screenshotsAtBothSizes } from '../harness/steps';
import { goToTeam, joinTeam, PASSWORD, payroll } from '../harness/team-journey';

// Issue 23 in team mode: the team's payee book knows Acme Oy under another account (paid from
// another desktop), so a run paying Acme Oy's new account is confirmed on its own, by the preparer
// at submit and by the approver at release, in a step that says what happens to the money. The
// team's admin asks for two approvers above €100: the first release is a first approval.
describeInBrowser('journey: a team run with changed bank details is confirmed on its own at submit and release', () => {
  let cluster: PgCluster;
  let bank: TestBank;
  let alice: E2eApp;
  let bob: E2eApp;

  beforeAll(async () => {
    cluster = await startTeamCluster(PASSWORD, ['alice', 'bob']);
    const admin = await connectTeamStore(cluster.url('team_admin', PASSWORD), null);
    if (!admin.ok) throw new Error(admin.error.message);
    try {
      expect((await admin.value.migrate()).ok).toBe(true);
      expect((await admin.value.setRole('alice', 'preparer')).ok).toBe(true);
      expect((await admin.value.setRole('bob', 'approver')).ok).toBe(true);
      await admin.value.releaseRules().set('second_approver', 'EUR', '100.00');
    } finally {
      await admin.value.close();
    }
    // What the team history taught the book from another desktop's payments.
    await cluster.admin((c) =>
      c.query(`INSERT INTO bulkpay.payee_book (payee_key, name, iban, first_paid_at, last_paid_at, payment_count, recent_amounts)
               VALUES ('name:acme oy', 'Acme Oy', 'NL91ABNA0417164300', now() - interval '90 days', now() - interval '20 days', 4, '[["125.50","EUR"]]'),
                      ('name:beta gmbh', 'Beta GmbH', 'DE89370400440532013000', now() - interval '60 days', now() - interval '30 days', 2, '[["10.00","EUR"]]')`),
    );
    bank = await startBank({ demo: true });
    alice = await launchApp({ journey: 'team-release-confirm/preparer', core: { demoBank: false } });
    bob = await launchApp({ journey: 'team-release-confirm/approver', core: { demoBank: false } });
    await installOnboardedProfile(alice.core, bank);
    await installOnboardedProfile(bob.core, bank);
  }, 240_000);
  afterAll(async () => {
    await alice?.close();
    await bob?.close();
    await bank?.close();
    await cluster?.stop();
  });
  screenshotOnFailure(() => alice);
  screenshotOnFailure(() => bob);

  it('an admin sees and changes the release rules in Settings → Team', async () => {
    const { page } = alice;
    await joinTeam(alice, cluster, 'team_admin');
    const panel = page.getByRole('region', { name: 'Team' });
    const rules = panel.getByTestId('release-rules');
    await expect
      .poll(() => rules.locator('li').allTextContents())
      .toEqual(['runs above €100.00 need two approvers Remove']);
    await rules.getByLabel('Rule', { exact: true }).selectOption({ label: 'An admin releases a member’s runs above' });
    await rules.getByLabel('Member (database login)').fill('alice');
    await rules.getByLabel('Amount', { exact: true }).fill('5000');
    await rules.getByRole('button', { name: 'Set rule' }).click();
    await expect
      .poll(() => rules.locator('li').allTextContents())
      .toContain('runs alice prepares above €5,000.00 need an admin to release them Remove');
    await rules.scrollIntoViewIfNeeded();
    await screenshotsAtBothSizes(alice, 'settings-release-rules');
    await rules.locator('li', { hasText: 'alice' }).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => rules.locator('li').count()).toBe(1);
    page.once('dialog', (d) => void d.accept());
    await panel.getByRole('button', { name: 'Leave team mode' }).click();
    await panel.getByLabel('Team database address').waitFor();
  });

  it('both desktops sign in at the bank and join the team', async () => {
    const psu = bank.sandbox.demo!.psu;
    await signInAsCustomer(alice, bank, psu.email, psu.password);
    await signInAsCustomer(bob, bank, psu.email, psu.password);
    await joinTeam(alice, cluster, 'alice');
    await joinTeam(bob, cluster, 'bob');
  });

  it('the preparer confirms the changed bank details in their own step before submitting for release', async () => {
    const { page } = alice;
    await importCsv(alice, 'suppliers-december.csv', payroll('Invoice'));
    await page.getByLabel('Paying account').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Review before sending' }).click();
    await page.getByRole('button', { name: 'Check for release' }).click();
    await expect.poll(() => page.getByTestId('team-review-summary').textContent()).toMatch(/^3 payments/);
    // The team's book, not this desktop's (which has paid nobody): Acme Oy's account changed.
    const warnings = page.getByRole('group', { name: /./ }).locator('.review-warnings');
    await expect.poll(() => warnings.textContent()).toMatch(/NL91 ABNA 0417 1643 00/);
    await page.getByLabel('I have checked these warnings').check();
    await page.getByRole('button', { name: 'Submit 3 payments for release' }).click();
    const step = page.getByTestId('separate-confirm');
    await step.waitFor();
    expect(await step.getByTestId('separate-consequence').textContent()).toBe(
      '€125.50 goes to an account this payee has never been paid to.',
    );
    await screenshotsAtBothSizes(alice, 'team-submit-confirm-changed');
    await step.getByLabel('Yes, send €125.50 to the new bank details').check();
    await step.getByRole('button', { name: 'Submit 3 payments for release' }).click();
    await page.getByRole('heading', { level: 1, name: 'Waiting for release' }).waitFor();
  });

  it('the approver confirms them again in the release step; above €100 his release is the first of two', async () => {
    const { page } = bob;
    await goToTeam(bob);
    const waiting = page.getByRole('list', { name: 'Runs waiting for release' });
    await waiting.getByRole('button', { name: 'Open run suppliers-december.csv' }).click({ timeout: 15_000 });
    const run = page.getByTestId('release-step');
    await expect
      .poll(() => run.getByTestId('run-release-rules').textContent())
      .toBe(
        'Above the team’s second-approver amount: two approvers, neither of them the preparer, must release this run.',
      );
    await run.getByRole('button', { name: 'Release 3 payments' }).click();
    const step = run.getByTestId('separate-confirm');
    await step.waitFor();
    expect(await step.getByTestId('separate-consequence').textContent()).toBe(
      '€125.50 goes to an account this payee has never been paid to.',
    );
    // Not released until each payment (here row by row) is confirmed.
    const go = step.getByRole('button', { name: 'Release 3 payments' });
    expect(await go.isDisabled()).toBe(true);
    await screenshotsAtBothSizes(bob, 'team-release-confirm-changed');
    await step.getByLabel('Confirm line 2').check();
    expect(await go.isDisabled()).toBe(false);
    await go.click();
    await expect
      .poll(() => run.getByTestId('run-release-rules').textContent(), { timeout: 15_000 })
      .toBe('bob approved this run, first of two: a second approver must release it.');
    // His part is done: the step is closed and he is not offered a second release of his own.
    expect(await run.getByTestId('separate-confirm').count()).toBe(0);
    expect(await run.getByRole('button', { name: /^Release/ }).count()).toBe(0);
    await screenshotsAtBothSizes(bob, 'team-first-approval');
    expect(await bank.control.listBulks()).toHaveLength(0);
  });
});
