// The Payees screen in team mode (issue 23): two members on one team database. The preparer sees
// the team's book but is not offered to block (the database would refuse; the screen says who may,
// and the CLI test proves the refusal); the approver
// blocks an account with a reason; the preparer's desktop shows the block.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectTeamStore } from '../../../src-main/adapters/postgres/team-connection';
import { startTeamCluster, type PgCluster } from '../../integration/harness/pg-cluster';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { goTo, screenshotsAtBothSizes } from '../harness/steps';
import { joinTeam, PASSWORD } from '../harness/team-journey';
import { groupIban } from '../../../src-shared/payments/iban-groups';

const ACME = 'FI4950009420028730';

describeInBrowser('journey: the Payees screen in team mode', () => {
  let cluster: PgCluster;
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
    } finally {
      await admin.value.close();
    }
    // What the team's paid payments taught the book (sent from other desktops).
    await cluster.admin((c) =>
      c.query(`INSERT INTO bulkpay.payee_book (payee_key, name, iban, first_paid_at, last_paid_at, payment_count, recent_amounts)
               VALUES ('name:acme oy', 'Acme Oy', '${ACME}', now() - interval '90 days', now() - interval '20 days', 4, '[["125.50","EUR"]]'),
                      ('name:beta gmbh', 'Beta GmbH', 'DE89370400440532013000', now() - interval '60 days', now() - interval '30 days', 2, '[["10.00","EUR"]]'),
                      ('name:malta shipping consolidated ltd', 'Malta Shipping Consolidated Ltd', 'MT84MALT011000012345MTLCAST001S', now() - interval '40 days', now() - interval '10 days', 1, '[["1200.00","EUR"]]')`),
    );
    alice = await launchApp({ journey: 'payees-team/preparer', core: { demoBank: false } });
    bob = await launchApp({ journey: 'payees-team/approver', core: { demoBank: false } });
  }, 240_000);
  afterAll(async () => {
    await alice?.close();
    await bob?.close();
    await cluster?.stop();
  });
  screenshotOnFailure(() => alice);
  screenshotOnFailure(() => bob);

  it('both desktops join the team', async () => {
    await joinTeam(alice, cluster, 'alice');
    await joinTeam(bob, cluster, 'bob');
  });

  it('the preparer sees the team’s book but is not offered to trust or block: the screen says who may', async () => {
    const { page } = alice;
    await goTo(alice, 'Payees');
    const table = page.getByRole('table');
    await table.getByText('Malta Shipping Consolidated Ltd').waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    await page.getByText('Everyone the team has paid, from any desktop', { exact: false }).waitFor();
    await page
      .getByText(
        'Only approvers and admins trust, block or unblock accounts in the team’s payee book; ask one of them. You can add payees and notes by importing a payee file.',
      )
      .waitFor();
    expect(await table.getByRole('button', { name: /^(Block…|Trust|Unblock)$/ }).count()).toBe(0);
    await screenshotsAtBothSizes(alice, 'payees-team-preparer');
  });

  it('the approver blocks the account with a reason; the preparer’s desktop shows the block', async () => {
    await goTo(bob, 'Payees');
    const table = bob.page.getByRole('table');
    await table
      .getByRole('row', { name: /Acme Oy/ })
      .getByRole('button', { name: 'Block…' })
      .click();
    await bob.page.getByLabel('Reason for the block').fill('Invoice redirection reported by phone');
    await bob.page.getByRole('button', { name: `Block ${groupIban(ACME)}` }).click();
    await bob.page
      .getByRole('status')
      .getByText(`${groupIban(ACME)} is blocked: payments to it are stopped.`)
      .waitFor();
    await table.getByText('Blocked', { exact: true }).waitFor();
    await screenshotsAtBothSizes(bob, 'payees-team-approver-blocked');

    // Alice opens Payees again: the team's book, with bob's block and its reason.
    await goTo(alice, 'Home');
    await goTo(alice, 'Payees');
    const hers = alice.page.getByRole('table');
    await hers.getByText('Invoice redirection reported by phone').waitFor();
    await hers
      .getByRole('row', { name: /Acme Oy/ })
      .getByText('Blocked', { exact: true })
      .waitFor();
    await screenshotsAtBothSizes(alice, 'payees-team-preparer-sees-block');
  });
});
