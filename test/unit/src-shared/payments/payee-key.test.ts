import { describe, expect, it } from 'vitest';
import { payeeKey, payeeKeyByRule } from '../../../../src-shared/payments/payee-key';

// Every character of the table's range, alone, between letters, and beside separators and marks.
const TABLE_RANGE = Array.from({ length: 0x250 }, (_, code) => String.fromCharCode(code));
const SAMPLES = [
  '  Müller, GmbH ',
  'MULLER GMBH',
  'Åsa Berg AB 2',
  'Søren & Co 3',
  'Straße Bau KG',
  'Zoë Martin',
  'Ǆemal ¼ Ĳssel İstanbul',
  'e\u0301cole', // e + combining acute (beyond the table: the rule itself)
  'Ａｃｍｅ Oy',
  'Acme Оy',
  'Ἀθῆναι ΣΟΦΟΣ',
  'a\u200bb',
  '\t\n',
  '',
];

describe('payeeKey', () => {
  it('gives every character below U+0250 the key the rule gives it, alone and inside a name', () => {
    for (const ch of TABLE_RANGE) {
      expect(payeeKey(ch)).toBe(payeeKeyByRule(ch));
      expect(payeeKey(`Ab${ch}cD`)).toBe(payeeKeyByRule(`Ab${ch}cD`));
      expect(payeeKey(` ${ch}-${ch}${ch} x`)).toBe(payeeKeyByRule(` ${ch}-${ch}${ch} x`));
    }
  });

  it('keys names in and beyond Latin letters as the rule does', () => {
    for (const name of SAMPLES) expect(payeeKey(name)).toBe(payeeKeyByRule(name));
    expect(payeeKey('  Müller, GmbH ')).toBe('name:muller gmbh');
    expect(payeeKey('Ǆemal ¼')).toBe('name:dzemal 1 4');
  });
});

describe('payeeKey of plain ASCII words (keyed by lower case)', () => {
  // Every name of up to four characters of letters in both cases, a digit, a space and punctuation.
  const ALPHABET = ['a', 'Z', '0', ' ', ',', '-'];
  const names = [''];
  for (let length = 0; length < 4; length++)
    for (const name of names.filter((n) => n.length === length)) for (const ch of ALPHABET) names.push(name + ch);

  it('keys names of ASCII words, spaced in every way, as the rule does', () => {
    expect(names.length).toBe(1 + 6 + 36 + 216 + 1296);
    for (const name of names) expect(payeeKey(name)).toBe(payeeKeyByRule(name));
    expect(payeeKey('Acme Holding 2')).toBe('name:acme holding 2');
    expect(payeeKey(' Acme  Holding ')).toBe('name:acme holding');
  });
});

describe('payeeKey of a name keyed before, and of a long one', () => {
  it('keys a name the same when asked again (kept once per distinct name)', () => {
    for (let round = 0; round < 3; round++)
      for (const name of SAMPLES) expect(payeeKey(name)).toBe(payeeKeyByRule(name));
  });

  it('keys names longer than its buffer of code units as the rule does, whatever their length', () => {
    for (const length of [100, 126, 127, 128, 129, 200, 1000]) {
      const name = 'Ǆ¼ ß-'.repeat(length).slice(0, length);
      expect(payeeKey(name)).toBe(payeeKeyByRule(name));
    }
  });
});
