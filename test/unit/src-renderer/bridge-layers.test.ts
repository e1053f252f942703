import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBridgeApi } from '../../../src-shared/ipc/bridge';
import { storageHolding } from '../harness/window-storage';

// src-renderer/bridge.ts puts the shared reads (share-reads.ts) beneath the wording of errors
// (localise-errors.ts): what is shared between callers is main's own answer, and each caller words
// it in the language of the moment it resumes. Swapped, the first caller's wording (English, before
// the user's catalog was read) would be handed to every later caller of the same read.

const keychainGone = {
  ok: false,
  error: { code: 'keychain_unavailable', message: 'No keychain (libsecret missing).' },
};

describe("the page's API: the shared reads beneath the errors' wording", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives one answer of main to two callers, each worded in the language of its moment', async () => {
    vi.stubGlobal('localStorage', storageHolding({ 'bulkpay.language': 'en' }));
    const sent: string[] = [];
    // As the preload exposes it (window.bulkpay): main's answers, not yet worded.
    const preload = buildBridgeApi(
      async (channel) => {
        sent.push(channel);
        return keychainGone;
      },
      () => () => undefined,
    );
    vi.stubGlobal('bulkpay', preload);
    const { bulkpay } = await import('../../../src-renderer/bridge');
    const { useLocale } = await import('../../../src-renderer/i18n/locale');

    const beforeTheChoice = await bulkpay.profiles.list({});
    expect(await useLocale.getState().choose('fi')).toBe(true);
    const afterTheChoice = await bulkpay.profiles.list({});

    // Shared: the first screen has not finished asking (firstScreenAsked), so main was asked once.
    expect(sent).toEqual(['profiles:list']);
    expect(!beforeTheChoice.ok && beforeTheChoice.error.message).toBe('No keychain (libsecret missing).');
    expect(!afterTheChoice.ok && afterTheChoice.error.message).toBe(
      'Tietokoneen avainnippu ei ole käytettävissä; avaa tai asenna se ja yritä uudelleen.',
    );
  });
});
