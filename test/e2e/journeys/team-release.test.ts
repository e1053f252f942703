import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectTeamStore } from '../../../src-main/adapters/postgres/team-connection';
import { startTeamCluster, type PgCluster } from '../../integration/harness/pg-cluster';
import { allStarted, launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { installOnboardedProfile, startBank, waitFor, type TestBank } from '../harness/bank';
import { describeInBrowser } from '../harness/browser';
import { describeHits, leaksIn, makeCanarySecrets } from '../harness/canary';
import { RECORD_NOTIFICATIONS, shownNotifications } from '../harness/notifications';
import { goTo, importCsv, sessionJwt, signInAsCustomer, screenshotsAtBothSizes } from '../harness/steps';
import { expectPushedNotPolled, goToTeam, importAnother, joinTeam, PASSWORD, payroll } from '../harness/team-journey';

// Issue 17's browser journey: one PostgreSQL team store, one bank, two desktops (each its own
// core, data folder, loopback server and Chromium) signed in as two database roles. Alice
// prepares and submits runs for release; she cannot release her own. Bob, an approver, reads the
// whole run, returns one with a comment and releases the other; it is sent once and followed to
// its outcome, and both desktops see the same state.
// When the team database is lost (a LISTEN dropped, the database stopped): team-outage.test.ts.
describeInBrowser('journey: a preparer submits a run for release, an approver releases it, it is sent once', () => {
  let cluster: PgCluster;
  let bank: TestBank;
  let alice: E2eApp;
  let bob: E2eApp;

  beforeAll(async () => {
    // The team database, the bank and both desktops start side by side: none waits for another.
    const withBank = startBank({ demo: true }).then((started) => (bank = started));
    await allStarted([
      startTeamCluster(PASSWORD, ['alice', 'bob']).then((started) => (cluster = started)),
      withBank,
      launchApp({ journey: 'team-release/preparer', core: { demoBank: false } }).then(async (app) => {
        alice = app;
        await installOnboardedProfile(app.core, await withBank);
      }),
      launchApp({
        journey: 'team-release/approver',
        core: { demoBank: false },
        permissions: ['notifications'],
        initScript: RECORD_NOTIFICATIONS,
      }).then(async (app) => {
        bob = app;
        await installOnboardedProfile(app.core, await withBank);
      }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await alice?.close();
    await bob?.close();
    await bank?.close();
    await cluster?.stop();
  });
  screenshotOnFailure(() => alice);
  screenshotOnFailure(() => bob);

  it('the IT admin sets the team up in Settings: installs the schema, gives the roles, leaves', async () => {
    const { page } = alice;
    await goTo(alice, 'Settings');
    const panel = page.getByRole('region', { name: 'Team' });
    await panel.getByLabel('Team database address').fill(`postgresql://team_admin@127.0.0.1:${cluster.port}/postgres`);
    await panel.getByLabel(/^Database password/).fill(PASSWORD);
    // Without "install", a database without the schema is refused and says what to do.
    await panel.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(() => panel.getByRole('alert').textContent())
      .toMatch(/team schema needs installing or upgrading \(version 0 → \d+\)/);
    await panel.getByRole('checkbox', { name: /Install or upgrade the team schema/ }).check();
    await panel.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(() => panel.getByTestId('team-you').textContent(), { timeout: 20_000 })
      .toBe('team_admin · Admin');
    for (const [login, role] of [
      ['alice', 'Preparer'],
      ['bob', 'Approver'],
    ] as const) {
      await panel.getByLabel('Database login to add').fill(login);
      await panel.getByLabel('Bulkpay role', { exact: true }).selectOption({ label: role });
      await panel.getByRole('button', { name: 'Give role' }).click();
      await panel.getByLabel(`Bulkpay role of ${login}`).waitFor();
    }
    // A login the database does not have is refused in our words.
    await panel.getByLabel('Database login to add').fill('nobody_here');
    await panel.getByRole('button', { name: 'Give role' }).click();
    await expect
      .poll(() => panel.getByRole('alert').textContent())
      .toMatch(/no login role .nobody_here.; ask your database administrator/);
    await panel.getByLabel('Database login to add').fill('');
    await panel.getByRole('heading', { name: 'Members and roles' }).scrollIntoViewIfNeeded();
    await screenshotsAtBothSizes(alice, 'settings-team-admin');
    page.once('dialog', (d) => void d.accept());
    await panel.getByRole('button', { name: 'Leave team mode' }).click();
    await panel.getByLabel('Team database address').waitFor();
  });

  it('joins both desktops to the team in Settings; the password stays in main and the keychain', async () => {
    const psu = bank.sandbox.demo!.psu;
    await signInAsCustomer(alice, bank, psu.email, psu.password);
    await signInAsCustomer(bob, bank, psu.email, psu.password);
    await joinTeam(alice, cluster, 'alice');
    await expect.poll(() => alice.page.getByTestId('team-you').textContent()).toBe('alice · Preparer');
    await screenshotsAtBothSizes(alice, 'settings-team');
    await joinTeam(bob, cluster, 'bob');
    await expect.poll(() => bob.page.getByTestId('team-you').textContent()).toBe('bob · Approver');
    // The approver wants to hear of runs waiting for him, even with the window in the background.
    await bob.page.getByRole('switch', { name: 'Desktop notifications' }).check();
  });

  it('the preparer imports a file and submits it for release; her own run has no Release button', async () => {
    const { page } = alice;
    await importCsv(alice, 'payroll-november.csv', payroll('Invoice'));
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toMatch(/^3 payments, 1 bulk, no errors/);
    await page.getByLabel('Paying account').selectOption({ index: 0 });
    // In team mode nothing goes to the bank straight from the run: its Review step submits the
    // payments for release, and the run gets a "Release (four eyes)" step before Approve.
    await page.getByRole('button', { name: 'Review before sending' }).click();
    const stepper = page.getByRole('navigation', { name: 'Steps of the payment run' });
    expect(await stepper.textContent()).toMatch(/Review.*Release \(four eyes\).*Approve/);
    expect(await page.getByRole('button', { name: /^Send/ }).count()).toBe(0);
    // The Review step says what happens next in team mode.
    expect(await page.getByTestId('run-step-hint').textContent()).toMatch(
      /^Submit for release: an approver other than you must release this run before it can be sent\. Next: Release \(four eyes\)\./,
    );
    await page.getByRole('button', { name: 'Check for release' }).click();
    await expect
      .poll(() => page.getByTestId('team-review-summary').textContent())
      // One bulk worded as one, and the paying account's IBAN in groups of four as in the tables.
      .toMatch(/^3 payments in 1 bulk, total €177\.75, from .+ \([A-Z]{2}\d{2}(?: [A-Z0-9]{1,4})+\)\.$/);
    await screenshotsAtBothSizes(alice, 'submit-for-release');
    await page.getByRole('button', { name: 'Submit 3 payments for release' }).click();
    await page.getByRole('heading', { level: 1, name: 'Waiting for release' }).waitFor();
    // The approver's desktop says so (pushed by the team database), once; the preparer's does not.
    await expect
      .poll(() => shownNotifications(bob.page), { timeout: 20_000 })
      .toEqual([
        { title: 'A payment run is waiting for your release', body: 'payroll-november.csv: 3 payments, €177.75' },
      ]);
    expect(await page.getByTestId('run-release-waiting').textContent()).toMatch(
      /^payroll-november\.csv, prepared by alice \(.+\), waits for release\./,
    );
    // The run itself, inline: who prepared it, every payment, and no Release for its preparer.
    const inline = page.getByTestId('release-step');
    await inline.getByTestId('run-own').waitFor();
    expect(await inline.getByTestId('release-prepared-by').textContent()).toMatch(/^alice, /);
    await expect
      .poll(() => inline.getByRole('table', { name: 'All 3 payments of this run' }).getByRole('row').count())
      .toBe(4);
    expect(await page.getByRole('button', { name: /^Release/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Open the run in Team' }).count()).toBe(0);
    await screenshotsAtBothSizes(alice, 'run-waiting-for-release');
    expect(await bank.control.listBulks()).toHaveLength(0);
    // The Team screen opens on its lists, where the run waits too.
    await goToTeam(alice);
    const waiting = page.getByRole('list', { name: 'Runs waiting for release' }).getByTestId('team-run');
    await expect.poll(() => waiting.count()).toBe(1);
    await page.getByRole('button', { name: 'Open the run' }).click();
    await page.getByTestId('run-own').waitFor();
    expect(await page.getByRole('button', { name: /^Release/ }).count()).toBe(0);
    await screenshotsAtBothSizes(alice, 'own-run-no-release');
    // …and the database refuses it too, whatever the client does: a preparer releases nothing.
    const store = await alice.core.team.store();
    if (!store.ok) throw new Error(store.error.message);
    const runs = await store.value.runs();
    const own = await store.value.release(runs.ok ? runs.value[0]!.id : '');
    expect(!own.ok && own.error.code).toBe('not_allowed_for_role');
    // Four eyes, not just her role: made an approver, she still cannot release her own run, even
    // by calling main straight from her page.
    const admin = await connectTeamStore(cluster.url('team_admin', PASSWORD), null);
    if (!admin.ok) throw new Error(admin.error.message);
    try {
      expect((await admin.value.setRole('alice', 'approver')).ok).toBe(true);
      const runId = runs.ok ? runs.value[0]!.id : '';
      const viaBridge = await page.evaluate(
        (id) =>
          (
            window as unknown as { bulkpay: { team: { release: (r: { runId: string }) => Promise<unknown> } } }
          ).bulkpay.team.release({ runId: id }),
        runId,
      );
      expect(viaBridge).toMatchObject({ ok: false, error: { code: 'four_eyes' } });
      // A single payment is a send outside any released run too: refused in team mode.
      const single = await page.evaluate(() =>
        (
          window as unknown as { bulkpay: { singlePayments: { create: (f: unknown) => Promise<unknown> } } }
        ).bulkpay.singlePayments.create({
          accountHandle: '',
          receiverName: 'Solo Payee',
          iban: 'DE89370400440532013000',
          bic: '',
          amount: '10.00',
          currency: 'EUR',
          dueDate: new Date().toISOString().slice(0, 10),
          unstructuredReference: 'solo',
          endToEndId: '',
        }),
      );
      expect(single).toMatchObject({ ok: false, error: { code: 'team_send_needs_release' } });
    } finally {
      await admin.value.setRole('alice', 'preparer');
      await admin.value.close();
    }
    // Back to her payment run: it waits there for the approver.
    await goTo(alice, 'Payments');
    await page.getByTestId('release-step').getByTestId('run-own').waitFor();
  });

  it('the approver reads the whole run and returns it with a comment; the preparer sees why', async () => {
    const { page } = bob;
    await goToTeam(bob);
    const waiting = page.getByRole('list', { name: 'Runs waiting for release' });
    await waiting.getByRole('button', { name: 'Open run payroll-november.csv' }).click();
    const step = page.getByTestId('release-step');
    await expect
      .poll(() => step.getByTestId('release-prepared-by').textContent(), { timeout: 20_000 })
      .toMatch(/^alice, /);
    expect(await step.getByTestId('release-totals').textContent()).toBe('€177.75');
    const rows = step.getByRole('table', { name: 'All 3 payments of this run' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(4);
    await step.getByLabel('Comment for the preparer (to return the run)').fill('Gamma Ab was paid in October');
    // The preparer's payment run shows it the moment it is returned: pushed, not polled.
    await expectPushedNotPolled(
      alice,
      () => step.getByRole('button', { name: 'Return with comment' }).click(),
      () => alice.page.getByRole('heading', { level: 1, name: 'Returned to you' }).waitFor(),
    );
    await expect.poll(() => step.getByTestId('run-returned').textContent()).toMatch(/Gamma Ab was paid in October/);
    expect(await alice.page.getByTestId('run-release-waiting').textContent()).toBe(
      'bob returned payroll-november.csv to you: “Gamma Ab was paid in October”. Correct the payments and submit them again as a new run.',
    );
    await screenshotsAtBothSizes(alice, 'run-returned-inline');
    // Her payments are still on the table: back to Fix with them, to correct and submit again.
    await alice.page.getByRole('button', { name: 'Correct the 3 payments and submit again' }).click();
    const stepper = alice.page.getByRole('navigation', { name: 'Steps of the payment run' });
    await expect.poll(() => stepper.locator('[aria-current="step"]').textContent()).toMatch(/Fix/);
    await expect.poll(() => alice.page.getByTestId('import-summary').textContent()).toMatch(/^3 payments, 1 bulk/);

    await goToTeam(alice);
    const recent = alice.page.getByRole('list', { name: 'Recent team runs' }).getByTestId('team-run');
    await expect
      .poll(() => recent.first().textContent(), { timeout: 10_000 })
      .toMatch(/returned: “Gamma Ab was paid in October”/);
    await screenshotsAtBothSizes(alice, 'returned-with-comment');
  });

  it('the preparer submits the corrected run; the approver sees it whole and releases it', async () => {
    await importAnother(alice, 'payroll-november-v2.csv', payroll('Invoice v2'));
    await alice.page.getByLabel('Paying account').selectOption({ index: 0 });
    await goToTeam(alice);
    await alice.page.getByRole('button', { name: 'Check for release' }).click();
    await alice.page.getByRole('button', { name: 'Submit 3 payments for release' }).click();
    await alice.page.getByTestId('team-submitted').waitFor();

    const { page } = bob;
    // The approver's side bar counts it at once, wherever he is (pushed); the preparer's does not.
    const badge = page.getByRole('navigation', { name: 'Main' }).getByTestId('team-nav-badge');
    await expect.poll(() => badge.textContent(), { timeout: 5000 }).toBe('1');
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Team/ }).textContent(),
    ).toBe('Team 1(1 run waits for your release)');
    expect(await alice.page.getByTestId('team-nav-badge').count()).toBe(0);
    await page.getByRole('button', { name: '← All team runs' }).click();
    const waiting = page.getByRole('list', { name: 'Runs waiting for release' });
    await waiting.getByRole('button', { name: 'Open run payroll-november-v2.csv' }).click({ timeout: 10_000 });
    const step = page.getByTestId('release-step');
    await expect.poll(() => step.getByTestId('release-warnings').textContent()).toBe('none');
    // The bank identity its keys belong to: the demo TPP and the customer both desktops signed in as.
    await expect
      .poll(() => step.getByTestId('release-bank-identity').textContent())
      .toMatch(new RegExp(`^${bank.sandbox.demo!.clientId} · \\S+$`));
    await step.getByRole('button', { name: 'Release 3 payments' }).waitFor();
    await screenshotsAtBothSizes(bob, 'approver-whole-run');
    await step.getByRole('button', { name: 'Release 3 payments' }).click();
    await step.getByRole('button', { name: 'Send 3 payments' }).waitFor();
    await expect.poll(() => badge.count()).toBe(0);
    await screenshotsAtBothSizes(bob, 'released');
  });

  it('while another desktop holds the send, the run says who is sending it and where', async () => {
    // Bob starts sending from his other session on this host: the claim is his, on this host.
    const bobElsewhere = await connectTeamStore(cluster.url('bob', PASSWORD), null);
    if (!bobElsewhere.ok) throw new Error(bobElsewhere.error.message);
    try {
      const runs = await bobElsewhere.value.runs();
      const run = runs.ok ? runs.value.find((r) => r.fileName === 'payroll-november-v2.csv') : undefined;
      const claimed = await bobElsewhere.value.claimSend(run!.id, hostname(), {
        tpp: run!.bankTpp ?? '',
        customer: run!.bankCustomer ?? '',
      });
      expect(claimed.ok && claimed.value.claimed).toBe(true);
    } finally {
      await bobElsewhere.value.close();
    }
    const { page } = alice;
    const recent = page.getByRole('list', { name: 'Recent team runs' });
    await recent.getByRole('button', { name: 'Open run payroll-november-v2.csv' }).click();
    const notice = page.getByTestId('run-sending-elsewhere');
    await expect.poll(() => notice.textContent()).toBe(`Being sent by bob on ${hostname()}.`);
    // No Send on Alice's desktop while Bob holds it, and nothing went to the bank.
    expect(await page.getByRole('button', { name: /^Send/ }).count()).toBe(0);
    expect(await bank.control.listBulks()).toHaveLength(0);
    await screenshotsAtBothSizes(alice, 'being-sent-elsewhere');
    await page.getByRole('button', { name: '← All team runs' }).click();
  });

  it('the approver sends it: one bulk at the bank, followed to its outcome; both desktops see the same', async () => {
    const { page } = bob;
    const step = page.getByTestId('release-step');
    await step.getByRole('button', { name: 'Send 3 payments' }).click();
    await step.getByTestId('run-sent').waitFor({ timeout: 30_000 });
    const listed = await waitFor('the bulk at the bank', async () => (await bank.control.listBulks())[0]);
    await bank.control.approveBulk(listed.bulk_id);
    const card = step.getByTestId('bulk-card');
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 30_000 }).toBe('approved');
    await screenshotsAtBothSizes(bob, 'sent-and-approved');
    expect(await bank.control.listBulks()).toHaveLength(1);
    expect(listed).toMatchObject({ total_count: 3, total_amount: '177.75' });

    // The preparer's desktop shows the same state: sent by bob.
    const recent = alice.page.getByRole('list', { name: 'Recent team runs' });
    await expect
      .poll(() => recent.getByTestId('team-run').first().getAttribute('data-state'), { timeout: 10_000 })
      .toBe('sent');
    await recent.getByRole('button', { name: 'Open run payroll-november-v2.csv' }).click();
    await expect.poll(() => alice.page.getByTestId('run-sent').textContent()).toMatch(/^Sent to the bank by bob on /);
    // Sent from bob's desktop, the run's bulks are still on hers, from the team store's record.
    await expect
      .poll(() => alice.page.getByTestId('run-planned-bulks').textContent())
      .toBe('Bulk 1: 3 payments, €177.75');
    await screenshotsAtBothSizes(alice, 'preparer-sees-sent');
  });

  it('the preparer follows her run in the payment run: released elsewhere, she sends it on to Approve and Outcome', async () => {
    const { page } = alice;
    await importAnother(alice, 'bonus-november.csv', payroll('Bonus'));
    await page.getByLabel('Paying account').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Review before sending' }).click();
    await page.getByRole('button', { name: 'Check for release' }).click();
    await page.getByRole('button', { name: 'Submit 3 payments for release' }).click();
    await page.getByRole('heading', { level: 1, name: 'Waiting for release' }).waitFor();

    await bob.page.getByRole('button', { name: '← All team runs' }).click();
    const waiting = bob.page.getByRole('list', { name: 'Runs waiting for release' });
    await waiting.getByRole('button', { name: 'Open run bonus-november.csv' }).click({ timeout: 10_000 });
    const release = bob.page.getByTestId('release-step').getByRole('button', { name: 'Release 3 payments' });
    await expect.poll(() => release.isEnabled(), { timeout: 20_000 }).toBe(true);
    await expectPushedNotPolled(
      alice,
      () => release.click(),
      () => page.getByRole('heading', { level: 1, name: 'Released: ready to send' }).waitFor(),
    );
    expect(await page.getByTestId('run-release-waiting').textContent()).toBe(
      'bob released bonus-november.csv. Send it to the bank now; then approve it in your bank app.',
    );
    const send = page.getByTestId('release-step').getByRole('button', { name: 'Send 3 payments' });
    await send.waitFor();
    await screenshotsAtBothSizes(alice, 'run-released-send');
    await send.click();
    // The same payment run goes on: Approve on the phone, then the outcome.
    await page.getByRole('heading', { level: 1, name: 'Approve on your phone' }).waitFor({ timeout: 30_000 });
    const stepper = page.getByRole('navigation', { name: 'Steps of the payment run' });
    expect(await stepper.locator('[aria-current="step"]').textContent()).toMatch(/Approve/);
    await expect.poll(() => page.getByTestId('bulk-card').count()).toBe(1);
    await screenshotsAtBothSizes(alice, 'run-sent-approve');
    const bulks = await bank.control.listBulks();
    expect(bulks).toHaveLength(2);
    const bonus = bulks.find((b) => b.status === 'pending_approval');
    expect(bonus).toMatchObject({ total_count: 3, total_amount: '177.75' });
    await bank.control.approveBulk(bonus!.bulk_id);
    await page.getByRole('heading', { level: 1, name: 'Outcome' }).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId('run-outcome').textContent(), { timeout: 30_000 })
      .toMatch(/^3 of 3 payments paid/);
    await screenshotsAtBothSizes(alice, 'run-outcome');
    // Both desktops see the run as sent by alice.
    await bob.page.getByTestId('run-sent').waitFor({ timeout: 5000 });
    expect(await bob.page.getByTestId('run-sent').textContent()).toMatch(/^Sent to the bank by alice on /);
  });

  it('the same payroll submitted again: the approver cannot release it without saying to pay it again', async () => {
    await importAnother(alice, 'payroll-november-again.csv', payroll('Invoice v2'));
    await alice.page.getByLabel('Paying account').selectOption({ index: 0 });
    // The bonus run was opened by her payment run only: the Team screen opens on its lists.
    await goToTeam(alice);
    expect(await alice.page.getByRole('button', { name: '← All team runs' }).count()).toBe(0);
    await alice.page.getByRole('button', { name: 'Check for release' }).click();
    await alice.page.getByRole('checkbox', { name: 'I have checked these warnings' }).waitFor();
    await screenshotsAtBothSizes(alice, 'submit-with-warnings');
    await alice.page.getByRole('checkbox', { name: 'I have checked these warnings' }).check();
    await alice.page.getByRole('button', { name: 'Submit 3 payments for release' }).click();
    await alice.page.getByTestId('team-submitted').waitFor();

    const { page } = bob;
    await page.getByRole('button', { name: '← All team runs' }).click();
    const waiting = page.getByRole('list', { name: 'Runs waiting for release' });
    await waiting.getByRole('button', { name: 'Open run payroll-november-again.csv' }).click({ timeout: 10_000 });
    const step = page.getByTestId('release-step');
    await expect
      .poll(() => step.getByTestId('run-already-released').textContent(), { timeout: 20_000 })
      .toMatch(/^This run shares 3 payments \(line 2, 3, 4\) with another team run that is released or sent/);
    const release = step.getByRole('button', { name: 'Release 3 payments' });
    expect(await release.isDisabled()).toBe(true);
    await screenshotsAtBothSizes(bob, 'release-pays-twice');
    // Not released: returned to the preparer instead.
    await step.getByLabel('Comment for the preparer (to return the run)').fill('Already paid on the 24th');
    await step.getByRole('button', { name: 'Return with comment' }).click();
    await step.getByTestId('run-returned').waitFor();
    expect(await bank.control.listBulks()).toHaveLength(2);
  });

  it('the ERP inbox in team mode: a file the ERP drops goes up for release, paid from the account chosen in Settings', async () => {
    const { page } = alice;
    const folder = mkdtempSync(join(tmpdir(), 'bulkpay-e2e-team-inbox-'));
    await goTo(alice, 'Settings');
    const panel = page.getByRole('region', { name: 'ERP inbox' });
    alice.queueFilePick(folder);
    await panel.getByRole('button', { name: 'Choose folder…' }).click();
    await expect.poll(() => panel.textContent()).toContain(folder);
    // The box shows what the core saved: it turns checked once the core answers, not at the click.
    const submitToTeam = panel.getByRole('checkbox', { name: /^Submit each good file to the team for release/ });
    await submitToTeam.click();
    await expect.poll(() => submitToTeam.isChecked(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => panel.getByLabel('Pay from').isVisible()).toBe(true);
    await panel.scrollIntoViewIfNeeded();
    await screenshotsAtBothSizes(alice, 'settings-erp-inbox-team');
    const bonus = [
      'name,iban,amount,currency,message',
      'Acme Oy,FI4950009420028730,77.70,EUR,ERP bonus 2001',
      'Beta GmbH,DE89370400440532013000,12.30,EUR,ERP bonus 2002',
    ].join('\r\n');
    writeFileSync(join(folder, 'erp-bonus.csv'), bonus);
    await expect.poll(() => existsSync(join(folder, 'read', 'erp-bonus.csv')), { timeout: 30_000 }).toBe(true);
    const admin = await connectTeamStore(cluster.url('team_admin', PASSWORD), null);
    if (!admin.ok) throw new Error(admin.error.message);
    try {
      const runs = await admin.value.runs();
      if (!runs.ok) throw new Error(runs.error.message);
      expect(runs.value.find((r) => r.fileName === 'erp-bonus.csv')).toMatchObject({
        state: 'awaiting_release',
        paymentCount: 2,
        preparedBy: 'alice',
      });
    } finally {
      await admin.value.close();
    }
    // Up for release in the team, so not offered on Home as a file to open.
    await goTo(alice, 'Home');
    expect(await page.getByRole('region', { name: /new files? from the ERP/ }).count()).toBe(0);
  });

  it('left no secret behind and had no console errors, CSP violations or off-origin requests', async () => {
    const demo = bank.sandbox.demo!;
    for (const app of [alice, bob]) {
      // The team password is typed like an onboarding password: it may travel only to team:connect,
      // and is then in the keychain, never in a file, a log, an answer or an event.
      const secrets = makeCanarySecrets({
        privateKeyPem: demo.keyPem,
        clientSecret: demo.clientSecret,
        psuPassword: demo.psu.password,
        onboardingPassword: PASSWORD,
        jwt: await sessionJwt(app),
      });
      const inbound = { psuPassword: ['consent:signIn'], onboardingPassword: ['team:connect'] };
      expect(describeHits(leaksIn(app, secrets, inbound))).toBe('');
      expect(app.problems).toEqual([]);
    }
  });
});
