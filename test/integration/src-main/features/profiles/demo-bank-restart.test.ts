// Issue 27 §10: a start of the app on a set-up data folder does not write what it already has.
// The demo bank's client secret goes to the keychain at the first start, and again only when it
// is not there any more (a keychain write at every start cost the start time); the demo
// profile's row is written with the fields that changed (the demo bank's new port), nothing else.
// Real cores, the real OS keychain (a throwaway gnome-keyring under `npm test`), the sandbox over loopback.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../../../../src-main/app/core';
import { createKeychain, type Keychain } from '../../../../../src-main/adapters/keychain/keychain';
import { requireKeychain } from '../../../harness/keys-helpers';

const home = mkdtempSync(join(tmpdir(), 'bulkpay-demo-restart-'));
const dataDir = join(home, 'data');
const real = createKeychain({ service: `Bulkpay-test-${randomUUID()}` });
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** The real keychain, noting the accounts written to. */
function noting(written: string[]): Keychain {
  return {
    get: (account) => real.get(account),
    set: (account, secret) => {
      written.push(account);
      return real.set(account, secret);
    },
    remove: (account) => real.remove(account),
  };
}

/** One start and stop of the app's core on the data folder: what it wrote to the keychain, and the demo's credentials then. */
async function start(): Promise<{ written: string[]; clientId: string | undefined }> {
  const written: string[] = [];
  const core = await createCore({ dataDir, appVersion: 'test', keychain: noting(written) });
  try {
    expect(core.profiles.demo.problem).toBeNull();
    const demo = core.profiles.profiles.list().find((p) => p.demo)!;
    const credentials = await core.profiles.keys.getCredentials(demo.id);
    return { written, clientId: credentials.ok ? credentials.value.clientId : undefined };
  } finally {
    await core.close();
  }
}

describe('a start of the demo bank on a set-up data folder', () => {
  beforeAll(requireKeychain);

  it('stores the client secret at the first start, not again while the keychain has it, again once it is gone', async () => {
    const first = await start();
    expect(first.written.filter((a) => a.startsWith('tpp-client-secret:'))).toHaveLength(1);
    expect(first.clientId).toBeTruthy();

    const again = await start();
    expect(again.written).toEqual([]);
    expect(again.clientId).toBe(first.clientId);

    // The entry removed from the keychain (by the user, or a new keyring): the next start puts it back.
    const [account] = first.written.filter((a) => a.startsWith('tpp-client-secret:'));
    expect((await real.remove(account!)).ok).toBe(true);
    const restored = await start();
    expect(restored.written).toEqual([account]);
    expect(restored.clientId).toBe(first.clientId);
    expect(await real.get(account!)).toEqual({ ok: true, value: expect.stringMatching(/./) });
  }, 120_000);
});
