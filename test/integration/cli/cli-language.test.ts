import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startEnvModeBank, type EnvModeBank } from './env-mode-bank';

// The CLI's human output in the user's language (LC_ALL, then LC_MESSAGES, then LANG), from the
// same catalogs as the window; `--json` stays the same for scripts whatever the language.

let bank: EnvModeBank;
beforeAll(async () => {
  bank = await startEnvModeBank();
});
afterAll(async () => {
  await bank?.close();
});

const inLanguage = (tag: string) => ({ ...bank.env, LC_ALL: '', LC_MESSAGES: '', LANG: tag });

describe('the CLI in a non-English locale', () => {
  it('lists the accounts with German column headers, and the same JSON as in English', async () => {
    const german = await runCli(inLanguage('de_DE.UTF-8'), bank.dir, 'accounts');
    expect(german.code, german.err).toBe(0);
    expect(german.out.split('\n')[0]).toMatch(/^Konto\s+IBAN\s+Währung\s+Verfügbar\s+Gebucht\s+Gesperrt\s+Status$/);
    const english = await runCli({ ...bank.env, LC_ALL: 'C' }, bank.dir, 'accounts');
    expect(english.out.split('\n')[0]).toMatch(/^Account\s+IBAN\s+Currency\s+Available/);

    const jsonDe = JSON.parse((await runCli(inLanguage('de_DE.UTF-8'), bank.dir, 'accounts', '--json')).out);
    const jsonEn = JSON.parse((await runCli({ ...bank.env, LC_ALL: 'C' }, bank.dir, 'accounts', '--json')).out);
    expect(jsonDe.accounts).toEqual(jsonEn.accounts);
  });

  it('says there are no bulks yet, and that a bulk id is unknown, in Finnish', async () => {
    const empty = await runCli(inLanguage('fi_FI.UTF-8'), bank.dir, 'status');
    expect(empty.out).toBe('Historiassa ei ole vielä massamaksuja.');
    const unknown = await runCli(inLanguage('fi_FI.UTF-8'), bank.dir, 'status', 'no-such-bulk');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe(
      'bulkpay status: tämän tietokansion (BULKPAY_DATA_DIR) historiassa ei ole massamaksua no-such-bulk.',
    );
  });

  it("words the core's errors in Swedish with what they name (LC_MESSAGES before LANG)", async () => {
    const env = { ...bank.env, LC_ALL: '', LC_MESSAGES: 'sv_SE.UTF-8', LANG: 'de_DE.UTF-8' };
    const period = await runCli(env, bank.dir, 'statement', 'FI21', '--from', '2026-05-01', '--to', '2026-04-01');
    expect(period.code).toBe(1);
    expect(period.err).toContain('Perioden 2026-05-01 till 2026-04-01 är ogiltig');
    expect((await runCli(env, bank.dir, 'logout')).out).toMatch(/^Inget att glömma: med BULKPAY_BASE_URL satt/);
  });

  it("keeps the bank's own words after the Finnish sentence when the bank answers 400", async () => {
    await bank.conn.control.armFault({ path: '/screen-scraping/v1/accounts/', kind: 'status', status: 400, times: 1 });
    const refused = await runCli(inLanguage('fi_FI.UTF-8'), bank.dir, 'accounts');
    expect(refused.code).toBe(1);
    expect(refused.err.split('\n').at(-1)).toBe(
      'bulkpay accounts: Pankki hylkäsi pyynnön virheellisenä; tarkista tiedot ja yritä uudelleen. ' +
        "Pankki ilmoittaa: Injected fault: HTTP 400 from the sandbox's control API.",
    );
  });

  it('reviews a file before sending in German: the bulks, the problems and what to run next', async () => {
    writeFileSync(
      join(bank.dir, 'lohn.csv'),
      'name,iban,amount,currency,unstructured_reference\nAnna,DE89370400440532013000,10.00,EUR,Lohn\nBen,DE89370400440532013000,12.999,EUR,Lohn\n',
    );
    const review = await runCli(
      inLanguage('de_DE.UTF-8'),
      bank.dir,
      'submit',
      'lohn.csv',
      '--account',
      bank.conn.account.iban,
    );
    expect(review.out).toMatch(/^lohn\.csv: 2 Zahlungen in 1 Sammelzahlung\(en\) von /);
    expect(review.out).toContain('1 Fehler:');
    expect(review.out).toMatch(/lohn\.csv:3 {2}amount: EUR erlaubt höchstens 2 Nachkommastellen/);
  });
});
