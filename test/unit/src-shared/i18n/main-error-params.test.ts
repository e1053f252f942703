import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readKeyMaterial } from '../../../../src-main/features/keys/key-material';
import { ErpOutbox } from '../../../../src-main/features/reports/outbox';
import { resolvePaymentAccount } from '../../../../src-main/features/send/payment-accounts';
import { createI18n, LANGUAGES, messageText } from '../../../../src-shared/i18n';
import type { Result } from '../../../../src-shared/result';

// Main's errors name what they are about (a file, a folder, a profile) in their params, so a
// Finnish, Swedish or German user reads the same detail as the English sentence carries.

const scratch = mkdtempSync(join(tmpdir(), 'bulkpay-error-params-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function failure(result: Result<unknown>) {
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

describe("main's errors in every language", () => {
  it('names the key file that is not a key', () => {
    const error = failure(readKeyMaterial([{ name: 'qseal-2026.txt', bytes: Buffer.from('hello') }]));
    expect(error.params).toMatchObject({ file: 'qseal-2026.txt' });
    for (const lang of LANGUAGES) {
      const text = messageText(createI18n(lang).t, error);
      expect(text, lang).toContain('qseal-2026.txt');
      expect(text, lang).not.toMatch(/\{\{/);
    }
    expect(messageText(createI18n('fi').t, error)).toMatch(/^Tiedostossa qseal-2026\.txt ei ole/);
  });

  it('names the ERP outbox folder that does not exist, with the sentence for that case', () => {
    const missing = join(scratch, 'no-such-folder');
    const error = failure(new ErpOutbox({ dataDir: scratch } as never).setFolder(missing));
    expect(error).toMatchObject({ code: 'outbox_folder', params: { folder: missing, context: 'missing' } });
    expect(messageText(createI18n('de').t, error)).toBe(
      `Den Ordner ${missing} gibt es nicht; legen Sie ihn zuerst an oder wählen Sie einen anderen.`,
    );
    const relative = failure(new ErpOutbox({ dataDir: scratch } as never).setFolder('erp/out'));
    expect(messageText(createI18n('sv').t, relative)).toBe(
      'erp/out är ingen fullständig sökväg; välj mappen från dess enhet eller rot.',
    );
  });

  it('names the account and the code the bank lists when a bulk needs its payment-account id', () => {
    const account = { name: 'Operating account', iban: 'FI2112345600000785', code: 'OP-1' };
    const needed = failure(resolvePaymentAccount(account, undefined, { scope: 'demo' }));
    expect(messageText(createI18n('fi').t, needed)).toMatch(
      /^Pankki listaa tilin Operating account \(FI2112345600000785\) koodilla ”OP-1”/,
    );
    const invalid = failure(resolvePaymentAccount(account, 'not-a-uuid', { scope: 'demo' }));
    expect(messageText(createI18n('sv').t, invalid)).toMatch(
      /^”not-a-uuid” är inget betalkonto-id för Operating account/,
    );
  });
});
