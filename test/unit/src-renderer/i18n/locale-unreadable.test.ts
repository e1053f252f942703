import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocaleStore } from '../../../../src-renderer/i18n/locale';
import type { Language } from '../../../../src-shared/i18n/words';
import { storageHolding } from '../../harness/window-storage';

// A language whose chunk cannot be read (the core restarted with another build, the network
// share went away) left `choice` on it while the window stayed English, and its failure, arriving
// late, overwrote a choice made after it. The reader here is the store's own: each read waits
// until the test settles it.

function waitingReader() {
  const pending = new Map<Language, { done: () => void; fail: () => void }>();
  const read = (language: Language) =>
    new Promise<void>((done, fail) => pending.set(language, { done, fail: () => fail(new Error('chunk lost')) }));
  return { read, pending };
}

describe('a language whose catalog cannot be read', () => {
  beforeEach(() => vi.stubGlobal('localStorage', storageHolding({ 'bulkpay.language': 'en' })));
  afterEach(() => vi.unstubAllGlobals());

  it('leaves the choice, the window and the stored choice as they were, and says so (false)', async () => {
    const { read, pending } = waitingReader();
    const store = createLocaleStore(read);
    const before = store.getState();
    expect(before.choice).toBe('en');
    const asked = store.getState().choose('de');
    pending.get('de')!.fail();
    expect(await asked).toBe(false);
    expect(store.getState().choice).toBe(before.choice);
    expect(store.getState().language).toBe(before.language);
    expect(globalThis.localStorage.getItem('bulkpay.language')).toBe('en');
  });

  it('failing late does not undo a choice made after it', async () => {
    const { read, pending } = waitingReader();
    const store = createLocaleStore(read);
    const german = store.getState().choose('de');
    const swedish = store.getState().choose('sv');
    pending.get('sv')!.done();
    expect(await swedish).toBe(true);
    expect(store.getState().choice).toBe('sv');
    pending.get('de')!.fail();
    expect(await german).toBe(true); // nothing to say: the user has moved on
    expect(store.getState().choice).toBe('sv');
  });
});
