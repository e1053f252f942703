import { describe, expect, it } from 'vitest';
import { CATALOGS, LANGUAGES } from '../../../../src-shared/i18n';
import { messageCodesInSource } from './source-codes';

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

  it('has a translation of every message code produced in src-shared and src-main, using only parameters the code is given', () => {
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
  });
});
