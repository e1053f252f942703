import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createKeychain } from '../../../src-main/adapters/keychain/keychain';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { goTo, screenshotsAtBothSizes } from '../harness/steps';

// A bank profile holding this desktop's client secret moves to another bank address only once the
// user confirms it in the window, seeing the old and the new host (issue 25, item 3).
describeInBrowser('journey: moving a bank profile to another address asks first', () => {
  let app: E2eApp;
  let profileId: string;
  // The test bridge lets only loopback bank addresses through: two local "banks" on two ports.
  const home = { baseUrl: 'http://127.0.0.1:8101', bulkBaseUrl: 'http://127.0.0.1:8101' };
  const moved = 'http://localhost:8202';

  beforeAll(async () => {
    const keychain = createKeychain({ service: `Bulkpay-e2e-${randomUUID()}` });
    app = await launchApp({ journey: 'profile-address', core: { demoBank: false, keychain } });
    const profile = app.core.profiles.profiles.create({ name: 'Nordbank', ...home });
    profileId = profile.id;
    expect((await app.core.profiles.keys.storeCredentials(profile.id, 'tpp-1', 'client-secret')).ok).toBe(true);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  const saveAddress = async (baseUrl: string) => {
    const { page } = app;
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const form = page.getByRole('form', { name: 'Edit bank profile' });
    await form.getByLabel('Bank address (base_url)').fill(baseUrl);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    return page.getByRole('alertdialog', { name: 'Move “Nordbank” to another bank address?' });
  };

  it('shows the old and the new host, and keeping the old one changes nothing', async () => {
    await goTo(app, 'Settings');
    const confirm = await saveAddress(moved);
    await confirm.waitFor();
    expect(await confirm.getByText('Now: 127.0.0.1:8101').textContent()).toContain(home.baseUrl);
    expect(await confirm.getByText('New: localhost:8202').textContent()).toContain(moved);
    await screenshotsAtBothSizes(app, 'address-confirm');
    await confirm.getByRole('button', { name: 'Keep 127.0.0.1:8101' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(app.core.profiles.profiles.get(profileId)).toMatchObject(home);
  });

  it('moves the profile on the user’s word, and the audit log records it', async () => {
    const { page } = app;
    const confirm = await saveAddress(moved);
    await confirm.getByRole('button', { name: 'Move to localhost:8202' }).click();
    await page.locator('.toast').getByText('“Nordbank” now uses localhost:8202.').waitFor();
    expect(app.core.profiles.profiles.get(profileId)).toMatchObject({ baseUrl: moved });
    const audit = app.core.db
      .prepare(`SELECT detail FROM audit_log WHERE action = 'profile_address_changed' AND object_id = ?`)
      .pluck()
      .all(profileId) as string[];
    expect(audit.map((d) => JSON.parse(d) as unknown)).toEqual([
      {
        name: 'Nordbank',
        from: home,
        to: { baseUrl: moved, bulkBaseUrl: home.bulkBaseUrl },
      },
    ]);
    expect(app.problems).toEqual([]);
  });
});
