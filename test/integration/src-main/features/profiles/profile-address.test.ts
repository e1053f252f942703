// A profile holding this desktop's client secret (and, here, a bank sign-in kept in the keychain)
// never moves to another bank address by `profiles:update` alone: the core answers with a token for
// exactly that old → new change, only `profiles:confirmAddress` with it moves the profile, every
// session of the profile ends first, and the audit log records every address change.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { psuSessionAccount } from '../../../../../src-main/features/bank-session/psu-token-store';
import { createCore, type Core } from '../../../../../src-main/app/core';
import { dispatch, type HandlerMap } from '../../../../../src-main/platform/ipc/dispatch';
import { createHandlers } from '../../../../../src-main/app/ipc-handlers';
import { createKeychain } from '../../../../../src-main/adapters/keychain/keychain';
import { sqliteProfileSettings } from '../../../../../src-main/features/profiles/profile-settings';
import { requireKeychain } from '../../../harness/keys-helpers';

let scratch: string;
let core: Core;
let handlers: HandlerMap;
const keychain = createKeychain({ service: `Bulkpay-test-${randomUUID()}` });

beforeAll(async () => {
  await requireKeychain();
  scratch = mkdtempSync(join(tmpdir(), 'bulkpay-address-'));
  core = await createCore({ dataDir: scratch, appVersion: 'test', demoBank: false, keychain, env: {} });
  handlers = createHandlers(core);
});

afterAll(async () => {
  await core?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const home = { baseUrl: 'https://api.nordbank.example', bulkBaseUrl: 'https://bulk.nordbank.example' };
const elsewhere = { baseUrl: 'https://api.elsewhere.example', bulkBaseUrl: 'https://api.elsewhere.example' };

const audited = () =>
  core.db
    .prepare(`SELECT object_id, detail FROM audit_log WHERE action = 'profile_address_changed' ORDER BY id`)
    .all()
    .map((r) => {
      const row = r as { object_id: string; detail: string };
      return { id: row.object_id, ...(JSON.parse(row.detail) as object) };
    });

describe('changing the bank address of a profile', () => {
  it('asks in the window for a profile holding secrets, and moves only on that confirmation', async () => {
    const profile = core.profiles.profiles.create({ name: 'Nordbank', ...home });
    expect((await core.profiles.keys.storeCredentials(profile.id, 'tpp-client', 'client-secret')).ok).toBe(true);
    expect((await keychain.set(psuSessionAccount(profile.id), 'a kept bank session')).ok).toBe(true);

    const asked = await dispatch(handlers, 'profiles:update', { id: profile.id, name: 'Nordbank', ...elsewhere });
    expect(asked).toMatchObject({
      ok: false,
      error: {
        code: 'address_change_needs_confirmation',
        details: { from: home, to: { name: 'Nordbank', ...elsewhere } },
        params: { from: 'api.nordbank.example', to: 'api.elsewhere.example' },
      },
    });
    expect(core.profiles.profiles.get(profile.id)).toMatchObject(home);
    const token = !asked.ok && (asked.error.details as { confirmation: string }).confirmation;

    // No other call moves it: not a token the core did not issue, nor a name change saved alone.
    for (const forged of [randomUUID(), 'not-a-token'])
      expect(await dispatch(handlers, 'profiles:confirmAddress', { confirmation: forged })).toMatchObject({
        ok: false,
      });
    expect(await dispatch(handlers, 'profiles:update', { id: profile.id, name: 'Nordbank Oy', ...home })).toMatchObject(
      { ok: true, value: { name: 'Nordbank Oy', ...home } },
    );
    // That save (at the old address) changed nothing the confirmation is about: it still applies once.
    const moved = await dispatch(handlers, 'profiles:confirmAddress', { confirmation: token });
    expect(moved).toMatchObject({ ok: true, value: { name: 'Nordbank', ...elsewhere } });
    expect(await keychain.get(psuSessionAccount(profile.id))).toEqual({ ok: true, value: null });
    expect(await dispatch(handlers, 'profiles:confirmAddress', { confirmation: token })).toMatchObject({
      ok: false,
      error: { code: 'address_confirmation_expired' },
    });
    expect(audited()).toEqual([{ id: profile.id, name: 'Nordbank', from: home, to: elsewhere }]);
  });

  it('takes a confirmation only while the profile is still at the address it was issued for', async () => {
    const profile = core.profiles.profiles.create({ name: 'Sydbank', ...home });
    expect((await core.profiles.keys.storeCredentials(profile.id, 'tpp-client', 'client-secret')).ok).toBe(true);
    const first = await dispatch(handlers, 'profiles:update', { id: profile.id, name: 'Sydbank', ...elsewhere });
    const firstToken = !first.ok && (first.error.details as { confirmation: string }).confirmation;
    const second = await dispatch(handlers, 'profiles:update', {
      id: profile.id,
      name: 'Sydbank',
      baseUrl: 'https://third.example',
      bulkBaseUrl: 'https://third.example',
    });
    // A newer change replaces the older one: the first token no longer moves anything.
    expect(await dispatch(handlers, 'profiles:confirmAddress', { confirmation: firstToken })).toMatchObject({
      ok: false,
    });
    core.profiles.profiles.update(profile.id, elsewhere); // moved meanwhile (e.g. the team's address accepted)
    const secondToken = !second.ok && (second.error.details as { confirmation: string }).confirmation;
    expect(await dispatch(handlers, 'profiles:confirmAddress', { confirmation: secondToken })).toMatchObject({
      ok: false,
      error: { code: 'profile_address_moved' },
    });
    expect(core.profiles.profiles.get(profile.id)).toMatchObject(elsewhere);
  });

  it('moves a profile holding nothing yet at once, and audits that too', async () => {
    const profile = core.profiles.profiles.create({ name: 'New bank', ...home });
    expect(
      await dispatch(handlers, 'profiles:update', { id: profile.id, name: 'New bank', ...elsewhere }),
    ).toMatchObject({ ok: true, value: elsewhere });
    expect(audited().at(-1)).toEqual({ id: profile.id, name: 'New bank', from: home, to: elsewhere });
  });

  it('audits the team’s address taken by a profile holding nothing of this desktop’s', async () => {
    const profile = core.profiles.profiles.create({ name: 'Team bank', ...home });
    await sqliteProfileSettings(core.profiles.profiles).save({
      name: 'Team bank',
      ...elsewhere,
      applicationId: null,
      tppClientId: null,
    });
    expect(core.profiles.profiles.get(profile.id)).toMatchObject(elsewhere);
    expect(audited().at(-1)).toEqual({ id: profile.id, name: 'Team bank', from: home, to: elsewhere });
  });
});
