import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startEnvModeBank, type EnvModeBank } from '../../harness/env-mode-bank';

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
    expect(empty.out).toBe('Historiassa ei ole vielä eriä.');
    const unknown = await runCli(inLanguage('fi_FI.UTF-8'), bank.dir, 'status', 'no-such-bulk');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe(
      'bulkpay status: tämän tietokansion (BULKPAY_DATA_DIR) historiassa ei ole erää no-such-bulk.',
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
    // The paying account's IBAN in groups of four, as everywhere else.
    expect(review.out).toMatch(/^lohn\.csv: 2 Zahlungen in 1 Sammelzahlung von .* \([A-Z]{2}\d{2}( [A-Z0-9]{1,4})+\),/);
    expect(review.out).toContain('1 Fehler:');
    expect(review.out).toMatch(/lohn\.csv:3 {2}amount: EUR erlaubt höchstens 2 Nachkommastellen/);
  });
});

describe("the help texts in the user's language", () => {
  it("lists every command with its summary in Finnish, and a command's options in German", async () => {
    const finnish = await runCli(inLanguage('fi_FI.UTF-8'), bank.dir, '--help');
    expect(finnish.code).toBe(0);
    expect(finnish.out.split('\n')[0]).toBe('Käyttö: bulkpay <komento> [valinnat]');
    expect(finnish.out).toMatch(/^ {2}validate +tarkista maksuaineisto ilman pankkiyhteyttä/m);
    expect(finnish.out).toMatch(/^ {2}team +tiimin yhteinen tietokanta PostgreSQL:ssä/m);
    const german = await runCli(inLanguage('de_DE.UTF-8'), bank.dir, 'submit', '--help');
    expect(german.out.split('\n')[0]).toMatch(/^Aufruf: bulkpay submit <Datei> --account <IBAN-oder-UUID>/);
    expect(german.out).toContain(
      '--yes              senden; ohne diese Option wird nichts gesendet (nur Prüfung, Code 4)',
    );
    // The validate help names the encodings from the code, in every language.
    expect((await runCli(inLanguage('sv_SE.UTF-8'), bank.dir, 'help', 'validate')).out).toMatch(
      /--encoding NAME {6}utf-8, .*windows-1252.* \(standard: identifieras\)/,
    );
  });

  it('gives each command its own help in all four languages, English under LC_ALL=C', async () => {
    const english = await runCli({ ...bank.env, LC_ALL: 'C' }, bank.dir, 'help');
    const names = [...english.out.matchAll(/^ {2}([a-z-]+) {2,}/gm)].map((m) => m[1]!);
    expect(names).toContain('onboarding');
    for (const name of names) {
      const texts = await Promise.all(
        ['C', 'fi_FI.UTF-8', 'sv_SE.UTF-8', 'de_DE.UTF-8'].map(
          async (lang) => (await runCli({ ...inLanguage(lang), LC_ALL: lang }, bank.dir, 'help', name)).out,
        ),
      );
      expect(texts[0], name).toMatch(new RegExp(`^Usage: bulkpay ${name}`));
      expect(new Set(texts).size, `${name} has four different help texts`).toBe(4);
      for (const text of texts) expect(text, name).toContain(`bulkpay ${name}`);
    }
  });

  it('says a command does not exist in Swedish, on stderr with the list, exit 2', async () => {
    const wrong = await runCli(inLanguage('sv_SE.UTF-8'), bank.dir, 'sned');
    expect(wrong.code).toBe(2);
    expect(wrong.err.split('\n')[0]).toBe('bulkpay: det finns inget kommando "sned".');
    expect(wrong.err).toContain('Kommandon:');
  });

  it('prints the same validate --json in every language', async () => {
    writeFileSync(
      join(bank.dir, 'mixed.csv'),
      'name,iban,amount,currency,unstructured_reference\nAnna,DE89370400440532013001,10.00,EUR,x\nBen,NL91ABNA0417164300,1.999,EUR,y\n',
    );
    const outputs = await Promise.all(
      ['C', 'fi_FI.UTF-8', 'sv_SE.UTF-8', 'de_DE.UTF-8'].map(async (lang) => {
        const r = await runCli(inLanguage(lang), bank.dir, 'validate', 'mixed.csv', '--json');
        return JSON.parse(r.out) as { errors: unknown[] };
      }),
    );
    expect(outputs[0]!.errors.length).toBeGreaterThan(0);
    for (const other of outputs.slice(1)) expect(other).toEqual(outputs[0]);
  });
});
