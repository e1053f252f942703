import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TeamStore, teamConnectionConfig } from '../../../src-main/adapters/postgres/team-store';
import { runBin } from '../../integration/harness/env-mode-bank';
import { startTeamCluster, type PgCluster } from '../../integration/harness/pg-cluster';
import { allStarted, launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { installOnboardedProfile, startBank, waitFor, type TestBank } from '../harness/bank';
import { describeInBrowser } from '../harness/browser';
import { importCsv, sessionJwt, signInAsCustomer, screenshotsAtBothSizes } from '../harness/steps';
import { installTeamWithRoles, PASSWORD, payroll } from '../harness/team-journey';

// Issue 17: "one is killed mid-send and the other finishes the run". One PostgreSQL team store,
// one bank, two desktops (each its own core, data folder and Chromium). Carol's desktop claims a
// released run and stops (it never renews its claim); Bob's Team screen and Alice's payment run
// say how long ago it last confirmed, and when it may be taken over; once the claim has lapsed,
// Alice finishes sending it from her computer, approves it and sees its outcome: once at the bank.
describeInBrowser('journey: a sender stops mid-send; another desktop finishes the run from its claim', () => {
  let cluster: PgCluster;
  let bank: TestBank;
  let alice: E2eApp;
  let bob: E2eApp;
  let runId = '';
  let carolsBulk = '';
  let scratch = '';

  const connect = async (user: string) => {
    const config = teamConnectionConfig(cluster.url(user, PASSWORD));
    if (!config.ok) throw new Error(config.error.message);
    const store = await TeamStore.connect(config.value);
    if (!store.ok) throw new Error(store.error.message);
    return store.value;
  };

  beforeAll(async () => {
    // The bank starts beside the team database; the desktops open on the team installed, side by side.
    const withBank = startBank({ demo: true }).then((started) => (bank = started));
    await allStarted([
      withBank,
      startTeamCluster(PASSWORD, ['alice', 'bob', 'carol']).then(async (started) => {
        cluster = started;
        await installTeamWithRoles(cluster, { alice: 'preparer', bob: 'approver', carol: 'preparer' });
        const teamOf = (user: string) => ({ demoBank: false, env: { BULKPAY_TEAM_URL: cluster.url(user, PASSWORD) } });
        await allStarted([
          launchApp({ journey: 'team-takeover/alice', core: teamOf('alice') }).then(async (app) => {
            alice = app;
            await installOnboardedProfile(app.core, await withBank);
          }),
          launchApp({ journey: 'team-takeover/bob', core: teamOf('bob') }).then(async (app) => {
            bob = app;
            await installOnboardedProfile(app.core, await withBank);
          }),
        ]);
      }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await alice?.close();
    await bob?.close();
    await bank?.close();
    await cluster?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });
  screenshotOnFailure(() => alice);
  screenshotOnFailure(() => bob);

  it('alice submits a run for release and bob releases it', async () => {
    const psu = bank.sandbox.demo!.psu;
    await signInAsCustomer(alice, bank, psu.email, psu.password);
    await signInAsCustomer(bob, bank, psu.email, psu.password);
    const { page } = alice;
    await importCsv(alice, 'payroll-takeover.csv', payroll('Takeover'));
    await page.getByLabel('Paying account').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Review before sending' }).click();
    await page.getByRole('button', { name: 'Check for release' }).click();
    await page.getByRole('button', { name: 'Submit 3 payments for release' }).click();
    await page.getByRole('heading', { level: 1, name: 'Waiting for release' }).waitFor();

    await bob.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Team/ }).click();
    const waiting = bob.page.getByRole('list', { name: 'Runs waiting for release' });
    await waiting.getByRole('button', { name: 'Open run payroll-takeover.csv' }).click({ timeout: 15_000 });
    const release = bob.page.getByTestId('release-step').getByRole('button', { name: 'Release 3 payments' });
    await expect.poll(() => release.isEnabled(), { timeout: 20_000 }).toBe(true);
    await release.click();
    await page.getByRole('heading', { level: 1, name: 'Released: ready to send' }).waitFor({ timeout: 10_000 });
  });

  it('carol’s desktop is killed mid-send: both desktops say when the run may be taken over', async () => {
    // Carol's desktop (the real CLI, the same bank identity: the demo TPP and the customer both
    // desktops signed in as) starts sending; the bank holds the bulk's creation, and her desktop
    // is killed meanwhile. It never renews its claim.
    const carol = await connect('carol');
    try {
      const runs = await carol.runs();
      runId = runs.ok ? runs.value.find((r) => r.fileName === 'payroll-takeover.csv')!.id : '';
    } finally {
      await carol.close();
    }
    const demo = bank.sandbox.demo!;
    scratch = mkdtempSync(join(tmpdir(), 'bulkpay-takeover-carol-'));
    await bank.control.armFault({ path: '/api/v2/payment-initiation/bulk/', method: 'POST', kind: 'hold', ms: 60_000 });
    const sender = runBin(
      {
        BULKPAY_BASE_URL: bank.sandbox.base_url,
        BULKPAY_BULK_BASE_URL: bank.sandbox.bulk_base_url,
        BULKPAY_CLIENT_ID: demo.clientId,
        BULKPAY_CLIENT_SECRET: demo.clientSecret,
        BULKPAY_KEY_FILE: demo.keyFile,
        BULKPAY_TOKEN: await sessionJwt(bob),
        BULKPAY_DATA_DIR: join(scratch, 'data'),
        BULKPAY_TEAM_URL: cluster.url('carol', PASSWORD),
        BULKPAY_NO_PROMPT: '1',
        // Its heartbeat lasts the claim's ten minutes, so the lapse below is the test's, not the clock's.
        BULKPAY_TEAM_SENDER_TIMEOUT_SECONDS: '600',
      },
      scratch,
      'team',
      'send',
      runId,
    );
    await waitFor('carol’s bulk at the bank', async () => (await bank.control.inProgress()).length > 0, 30_000);
    sender.child.kill('SIGKILL');
    expect((await sender.exited).signal).toBe('SIGKILL');
    await bank.control.releaseHolds();
    await bank.control.clearFaults();
    const claim = alice.page.getByTestId('run-claim');
    await expect
      .poll(() => claim.textContent(), { timeout: 10_000 })
      .toBe(
        'carol’s Bulkpay confirmed less than a minute ago that it is still sending. ' +
          'If carol’s Bulkpay does not continue within 10 minutes, you can finish sending from this computer.',
      );
    expect(await alice.page.getByTestId('run-sending-elsewhere').textContent()).toBe(
      `Being sent by carol on ${hostname()}.`,
    );
    // While the claim is alive, nothing to take over and nothing to send.
    expect(await alice.page.getByRole('button', { name: 'Finish sending from this computer' }).count()).toBe(0);
    expect(await alice.page.getByRole('button', { name: /^Send/ }).count()).toBe(0);
    await screenshotsAtBothSizes(alice, 'run-claim-live');
    // The Team screen's run view shows the same notice (the same component).
    await expect
      .poll(() => bob.page.getByTestId('run-claim').textContent(), { timeout: 10_000 })
      .toMatch(/^carol’s Bulkpay confirmed less than a minute ago/);
    await screenshotsAtBothSizes(bob, 'team-claim-live');
    // Main refuses a takeover now too, in the user's words (code + params, worded in English here).
    const early = await alice.page.evaluate(
      (id) =>
        (
          window as unknown as { bulkpay: { team: { takeOver: (r: { runId: string }) => Promise<unknown> } } }
        ).bulkpay.team.takeOver({ runId: id }),
      runId,
    );
    expect(early).toMatchObject({
      ok: false,
      error: { code: 'team_takeover_claim_live', params: { by: 'carol', host: hostname(), count: 10 } },
    });
    // The bulk carol's desktop was creating when it was killed: at the bank under its key.
    const atBank = await waitFor('carol’s bulk created', async () => {
      const listed = await bank.control.listBulks();
      return listed.length > 0 ? listed : undefined;
    });
    expect(atBank).toHaveLength(1);
    carolsBulk = atBank[0]!.bulk_id;
  });

  it('once the claim has lapsed, alice finishes sending it from her computer, then approves: paid once', async () => {
    // Ten minutes without renewal, on the database's clock (triggers off, as the CLI test does).
    await cluster.admin(async (c) => {
      await c.query('SET session_replication_role = replica');
      await c.query(`UPDATE bulkpay.runs SET claimed_at = claimed_at - interval '11 minutes' WHERE id = $1`, [runId]);
    });
    const { page } = alice;
    const finish = page.getByRole('button', { name: 'Finish sending from this computer' });
    // The claim is read again every 15 s (renewals are not pushed).
    await finish.waitFor({ timeout: 25_000 });
    expect(await page.getByTestId('run-claim').textContent()).toMatch(
      new RegExp(
        `^carol’s Bulkpay on ${hostname()} has not confirmed for over 10 minutes that it is still sending: it has probably stopped\\.`,
      ),
    );
    await bob.page.getByRole('button', { name: 'Finish sending from this computer' }).waitFor({ timeout: 25_000 });
    await screenshotsAtBothSizes(bob, 'team-claim-lapsed');
    await finish.click();
    const confirm = page.getByTestId('takeover-confirm');
    expect(await confirm.textContent()).toMatch(
      /same payments under the same Idempotency-Keys that carol’s desktop used: a bulk that already reached the bank is not created again, so the bank will not pay anyone twice\. Then approve the bulks on your phone/,
    );
    await screenshotsAtBothSizes(alice, 'takeover-confirm');
    // Cancel leaves everything as it was; then confirm.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await finish.click();
    await page.getByRole('button', { name: 'Yes, finish sending this run' }).click();
    // The payment run goes on as after a send: Approve on the phone, then the outcome.
    await page.getByRole('heading', { level: 1, name: 'Approve on your phone' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('bulk-card').count()).toBe(1);
    await screenshotsAtBothSizes(alice, 'takeover-approve');
    const bulks = await waitFor('the bulk at the bank', async () => {
      const listed = await bank.control.listBulks();
      return listed.length > 0 ? listed : undefined;
    });
    // The same bulk carol's desktop created, under the same Idempotency-Key: each payment once.
    expect(bulks).toHaveLength(1);
    expect(bulks[0]).toMatchObject({ bulk_id: carolsBulk, total_count: 3, total_amount: '177.75' });
    await bank.control.approveBulk(bulks[0]!.bulk_id);
    await page.getByRole('heading', { level: 1, name: 'Outcome' }).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId('run-outcome').textContent(), { timeout: 30_000 })
      .toMatch(/^3 of 3 payments paid/);
    await screenshotsAtBothSizes(alice, 'takeover-outcome');
    // Taken over once: a second takeover is refused and the bank still has each payment once.
    const again = await page.evaluate(
      (id) =>
        (
          window as unknown as { bulkpay: { team: { takeOver: (r: { runId: string }) => Promise<unknown> } } }
        ).bulkpay.team.takeOver({ runId: id }),
      runId,
    );
    expect(again).toMatchObject({ ok: false, error: { code: 'team_takeover_already_sent' } });
    expect(await bank.control.listBulks()).toHaveLength(1);
    // Bob's desktop shows it sent by alice.
    await expect
      .poll(() => bob.page.getByTestId('run-sent').textContent(), { timeout: 10_000 })
      .toMatch(/^Sent to the bank by alice on /);
    expect(await bob.page.getByTestId('run-claim').count()).toBe(0);
  });
});
