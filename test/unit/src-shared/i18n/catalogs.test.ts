import { describe, expect, it } from 'vitest';
import { CATALOGS, createI18n, LANGUAGES } from '../../../../src-shared/i18n';
import { bracketedPluralsInSource, messageCodesInSource } from './source-codes';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path).forEach((v, k) => out.set(k, v));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!).sort();
const catalogs = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(CATALOGS[l] as Tree)]));
const english = catalogs.en!;
/** i18next reads `code`, its plural forms `code_one`/`code_other` or contexts `code_<field>`. */
const keysOf = (code: string) => [...english.keys()].filter((k) => k === `msg.${code}` || k.startsWith(`msg.${code}_`));

// Two tests parse every file of src-main with the TypeScript compiler: seconds on a busy machine.
const SOURCE_SCAN_TIMEOUT_MS = 60_000;

describe('catalogs', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has exactly the English keys, each with the same parameters',
    (lang) => {
      const catalog = catalogs[lang]!;
      expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect({ key, params: placeholders(catalog.get(key) ?? '') }).toEqual({ key, params: placeholders(text) });
        expect(catalog.get(key)?.trim(), key).not.toBe('');
      }
    },
  );

  // One noun for a bulk per language, the one most screens used and spec-notes names, in every form:
  // Swedish “bunt” (not “massbetalning”, not the English “bulk/bulkar”), Finnish “erä” (not
  // “massamaksu”, “joukkomaksu”), German “Sammelzahlung” (not “Sammelauftrag”); a clerk must not
  // wonder whether two words are two things. Placeholders ({{bulk}}, $t(counts.bulks…)) and the CLI's own words
  // (--bulk, bulk_base_url, <bulk_id>, Bulkpay) are not the noun.
  const englishBulk = /(?<![-_<\p{L}])bulk(?!pay|[_-])/iu;
  const inWords = (text: string) => text.replace(/\$t\([^)]*\)/g, '').replace(/\{\{[^}]*\}\}/g, '');
  it.each([
    ['sv', [/massbetalning/i, englishBulk], /\bbunt/i],
    ['fi', [/massamaksu/i, /joukkomaks/i, englishBulk], /\berä/i],
    ['de', [/sammelauftr/i], /sammelzahlung/i],
  ] as const)('%s names a bulk with one noun everywhere', (lang, others, chosen) => {
    const catalog = catalogs[lang]!;
    const found = [...catalog].filter(([, text]) => others.some((other) => other.test(inWords(text))));
    expect(found.map(([key]) => key)).toEqual([]);
    for (const key of ['counts.bulks_one', 'counts.bulks_other', 'historySearch.bulks', 'send.bulks'])
      expect(catalog.get(key), key).toMatch(chosen);
  });

  // Swedish “bunt” is of common gender: en bunt, bunten, denna bunt, en ny bunt, en godkänd bunt (never
  // “ett godkänt bunt”, “detta bunt”, “nytt bunt”, “vårt bunt”, “buntet”): a neuter article, pronoun or
  // adjective (its -tt/-t form) before the noun, or the neuter definite form.
  const neuterBunt =
    /\bett\s+(?:[\p{L}-]+\s+)?bunt|\b(?:detta|nytt|annat|sitt|mitt|ditt|vårt|ert|godkänt|skickat|betalt|okänt|inget|stort)\s+bunt(?!\p{L})|\bbuntets?\b/iu;
  it('the Swedish gender check tells neuter forms before “bunt” from common ones', () => {
    const neuter = [
      'ett bunt',
      'ett godkänt bunt',
      'Detta bunt skickas',
      'ett nytt bunt',
      'nytt bunt',
      'vårt bunt',
      'okänt bunt',
      'buntet',
    ];
    const common = [
      'en bunt',
      'denna bunt',
      'en ny bunt',
      'bunten',
      'det gäller bunten',
      'nya buntar',
      'en godkänd bunt',
    ];
    expect(neuter.filter((text) => !neuterBunt.test(text))).toEqual([]);
    expect(common.filter((text) => neuterBunt.test(text))).toEqual([]);
  });
  it('sv gives “bunt” its common gender', () => {
    expect([...catalogs.sv!].filter(([, text]) => neuterBunt.test(text)).map(([key]) => key)).toEqual([]);
  });

  // A payment's bulk: not “seine” (“die Zahlung” is feminine), nor a capital “Ihre”, which reads as the
  // user's own (“your bulk”) in a catalog that says “Sie”.
  it('de names a payment’s bulk without a possessive that misreads', () => {
    expect(catalogs.de!.get('run.paymentOpenBulk')).not.toMatch(/^(seine|ihre)\b/i);
  });

  it.each(LANGUAGES)(
    '%s counts in words of the right number, never with a bracketed ending such as “bulk(s)”',
    (lang) => {
      // English (s), German (en)/(n), Swedish (ar)/(er), Finnish (ä)/(ta)/(ttä); also “Sammelauftrag/-aufträgen”.
      const bracketed = /\p{L}\((?:s|e|n|en|ar|er|ä|a|ta|ttä)\)|\p{L}\/-\p{L}/u;
      const found = [...catalogs[lang]!].filter(([, text]) => bracketed.test(text)).map(([key]) => key);
      expect(found).toEqual([]);
    },
  );

  it('words a run of one bulk and of two in each language (the Submit-for-release summary)', () => {
    const summary = (lang: (typeof LANGUAGES)[number], bulks: number) =>
      createI18n(lang).t('team.submit.summary', { count: 3, bulks, total: '€1.00', account: 'A' });
    expect(LANGUAGES.map((l) => [summary(l, 1), summary(l, 2)])).toEqual([
      ['3 payments in 1 bulk, total €1.00, from A.', '3 payments in 2 bulks, total €1.00, from A.'],
      ['3 maksua 1 erässä, yhteensä €1.00, tililtä A.', '3 maksua 2 erässä, yhteensä €1.00, tililtä A.'],
      ['3 betalningar i 1 bunt, totalt €1.00, från A.', '3 betalningar i 2 buntar, totalt €1.00, från A.'],
      ['3 Zahlungen in 1 Sammelzahlung, Summe €1.00, von A.', '3 Zahlungen in 2 Sammelzahlungen, Summe €1.00, von A.'],
    ]);
    const errors = createI18n('en').t('validateText.errors', { count: 1, rows: 1, kinds: 2 });
    expect(errors).toBe('1 error in 1 row, 2 kinds:');
  });

  it(
    'src-main’s own English (CLI lines, run report, error messages) counts in words too, never “payment(s)”',
    () => {
      expect(bracketedPluralsInSource(['src-main'])).toEqual([]);
    },
    SOURCE_SCAN_TIMEOUT_MS,
  );

  it('words the CLI refusal of one changed payee in the singular in each language (verb and line)', () => {
    const refusal = (lang: (typeof LANGUAGES)[number]) =>
      createI18n(lang).t('cli.changedPayeesRefused', { count: 1, lines: '5' });
    expect(
      LANGUAGES.map((l) =>
        refusal(l)
          .match(/: (1 \S+ \S+ \S+).*\((\S+) 5\)/)
          ?.slice(1),
      ),
    ).toEqual([
      ['1 payment would go', 'line'],
      ['1 maksu menee tilille,', 'rivi'],
      ['1 betalning skulle gå', 'rad'],
      ['1 Zahlung würde an', 'Zeile'],
    ]);
  });

  it(
    'has a translation of every message code produced in src-shared and src-main, using only parameters the code is given',
    () => {
      const codes = messageCodesInSource(['src-shared', 'src-main']);
      expect(codes.size).toBeGreaterThan(60);
      const missing = [...codes.keys()].filter((code) => keysOf(code).length === 0);
      expect(missing, `message codes without a catalog entry (add them to src-shared/i18n/catalogs)`).toEqual([]);
      for (const { code, params } of codes.values()) {
        for (const key of keysOf(code)) {
          const unknown = placeholders(english.get(key)!).filter((p) => p !== 'count' && !params.has(p));
          expect({ key, unknown }).toEqual({ key, unknown: [] });
        }
      }
    },
    SOURCE_SCAN_TIMEOUT_MS,
  );
});
