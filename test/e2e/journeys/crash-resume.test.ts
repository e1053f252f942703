import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { installOnboardedProfile, startBank, waitFor, type TestBank } from '../harness/bank';
import { describeInBrowser } from '../harness/browser';
import { describeHits, leaksIn } from '../harness/canary';
import { goTo, importCsv, sessionJwt, signInAsCustomer } from '../harness/steps';

const payroll = [
  'name,iban,amount,currency,message',
  'Acme Oy,FI4950009420028730,125.50,EUR,Invoice 1001',
  'Beta Oy,DE89370400440532013000,10.00,EUR,Invoice 1002',
  'Gamma Ab,SE4550000000058398257466,42.25,EUR,Invoice 1003',
].join('\r\n');

// The app dies while a bulk waits for the customer's approval; the customer approves meanwhile.
// When the app starts again on the same data folder, it picks the bulk up and follows it to its
// outcome without sending it twice.
describeInBrowser('journey: crash while a bulk is pending, then resume', () => {
  let app: E2eApp;
  let bank: TestBank;
  let bulkId: string;

  beforeAll(async () => {
    bank = await startBank({ demo: true });
    app = await launchApp({ journey: 'crash-resume', core: { demoBank: false } });
    await installOnboardedProfile(app.core, bank);
  });
  afterAll(async () => {
    await app?.close();
    await bank?.close();
  });
  screenshotOnFailure(() => app);

  it('sends a bulk that waits for approval on the phone', async () => {
    const { page } = app;
    const psu = bank.sandbox.demo!.psu;
    await signInAsCustomer(app, bank, psu.email, psu.password);
    await importCsv(app, 'payroll.csv', payroll);
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toMatch(/^3 payments, 1 bulk, no errors/);
    await page.getByLabel('Paying account').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Review before sending' }).click();
    await page.getByRole('button', { name: 'Send 3 payments' }).click();
    const card = page.getByTestId('bulk-card').first();
    await expect.poll(() => card.getAttribute('data-state')).toBe('pending_approval');
    const listed = await waitFor('the bulk at the bank', async () => (await bank.control.listBulks())[0]);
    bulkId = listed.bulk_id;
    expect(listed).toMatchObject({ status: 'pending_approval', total_count: 3, total_amount: '177.75' });
    await app.screenshot('pending-approval');
    await expectAccessible(app.page, 'pending-approval');
  });

  it('survives the core stopping; the customer approves while the app is down', async () => {
    await app.stopCore();
    await bank.control.approveBulk(bulkId);
    await app.screenshot('core-down');
    await expectAccessible(app.page, 'core-down');
  });

  it('starts again still signed in (the session kept in the keychain), and follows the same bulk to its outcome', async () => {
    const { page } = app;
    const consentsBefore = (await bank.control.listConsents()).length;
    await app.startCore();
    await page.reload();
    const psu = bank.sandbox.demo!.psu;
    await goTo(app, 'Accounts');
    await page.getByText(`Signed in as ${psu.email}`).waitFor();
    expect((await bank.control.listConsents()).length).toBe(consentsBefore); // no new approval on the phone
    await goTo(app, 'History');
    const card = page.getByRole('region', { name: 'Bulks' }).getByTestId('bulk-card').first();
    // The history list is read when the screen opens: look again until the tracker has the outcome.
    await expect
      .poll(
        async () => {
          await goTo(app, 'Payments');
          await goTo(app, 'History');
          return card.getAttribute('data-state');
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('approved');
    await app.screenshot('resumed-and-approved');
    await expectAccessible(app.page, 'resumed-and-approved');

    const bulks = await bank.control.listBulks();
    expect(bulks).toHaveLength(1); // resumed, not sent again
    expect(bulks[0]).toMatchObject({ bulk_id: bulkId, status: 'approved', approval_requests: 1 });
  });

  it('secrets canary: nothing secret was left behind across the crash and the restart', async () => {
    const demo = bank.sandbox.demo!;
    const secrets = {
      privateKeyPem: demo.keyPem,
      clientSecret: demo.clientSecret,
      psuPassword: demo.psu.password,
      jwt: await sessionJwt(app),
    };
    expect(describeHits(leaksIn(app, secrets, { psuPassword: ['consent:signIn'] }))).toBe('');
  });

  it('had no console errors, CSP violations or off-origin requests', () => {
    expect(app.problems).toEqual([]);
  });
});
