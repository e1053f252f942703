import { describe, expect, it } from 'vitest';
import {
  charactersOutside,
  charactersOutside as nonSepaCharacters,
  sepaText,
  transliterateForEditing,
  transliterateToSepa,
} from '../../../../src-shared/payments/charset';

// One transliteration for the import preview and the reports (spec-notes: "SEPA transliteration").
describe('transliterateToSepa', () => {
  it('drops accents from Finnish, Swedish and German letters and spells out the rest', () => {
    expect(transliterateToSepa('Äänekosken Öljy Oy')).toBe('Aanekosken Oljy Oy');
    expect(transliterateToSepa('Müller & Söhne, Straße 5')).toBe('Muller + Sohne, Strasse 5');
    expect(transliterateToSepa('Åström; "Ærø"')).toBe("Astrom, 'AEro'");
  });

  it('writes signs an ERP export holds the way a bank reads them, and anything else as a dot', () => {
    expect(transliterateToSepa('ap@firma.fi')).toBe('ap(at)firma.fi');
    expect(transliterateToSepa('Invoice #12 €')).toBe('Invoice No.12 EUR');
    expect(transliterateToSepa('Zoë 😀')).toBe('Zoe .');
    expect(transliterateToSepa('a\tb\nc')).toBe('a b c');
  });

  it('spells German umlauts out on request (ä→ae, ö→oe, ü→ue, ß→ss), other letters as before', () => {
    expect(transliterateToSepa('Müller & Söhne, Straße 5, Ärzte', 'german')).toBe(
      'Mueller + Soehne, Strasse 5, Aerzte',
    );
    expect(transliterateToSepa('Åström Zoë', 'german')).toBe('Astroem Zoe');
    expect(sepaText('Jürgen Größ', 140, 'german')).toBe('Juergen Groess');
  });

  it('reads text that arrives already decomposed (a letter, then its mark) as the letter', () => {
    expect(transliterateToSepa('Mu\u0308ller')).toBe('Muller');
  });

  it('leaves SEPA text as it is, and its result is all SEPA', () => {
    expect(transliterateToSepa("Acme Oy/1-2?:().,'+ ")).toBe("Acme Oy/1-2?:().,'+ ");
    expect(nonSepaCharacters(transliterateToSepa('Œuvre — “ß” ½ Łódź_x'))).toEqual([]);
  });
});

describe('sepaText', () => {
  it('is the same transliteration, with spaces made one, trimmed and cut to the limit', () => {
    expect(sepaText('  Müller &  Söhne\t;  ', 140)).toBe('Muller + Sohne ,');
    expect(sepaText('x'.repeat(200), 35)).toHaveLength(35);
  });
});

// The character set is the bank profile's: strict EPC basic Latin, or the Latin-1 letters too.
describe('character set per bank', () => {
  it('a strict bank takes only the EPC basic set; an extended one takes Latin-1 letters too', () => {
    const name = 'Jürgen Åström-Øre, Straße 5 ×2 €';
    expect(charactersOutside(name, 'epc_basic')).toEqual(['ü', 'Å', 'ö', 'Ø', 'ß', '×', '€']);
    // × and ÷ are the two signs among Latin-1's letters: outside it still
    expect(charactersOutside(name, 'latin_letters')).toEqual(['×', '€']);
    expect(charactersOutside('ÀÿÖØ÷¿', 'latin_letters')).toEqual(['÷', '¿']);
    expect(charactersOutside('Müller GmbH', 'latin_letters')).toEqual([]);
  });

  it('transliterates only what the bank does not take', () => {
    expect(transliterateToSepa('Müller & Söhne €5', 'plain', 'latin_letters')).toBe('Müller + Söhne EUR5');
    expect(transliterateToSepa('Müller & Söhne €5', 'german', 'epc_basic')).toBe('Mueller + Soehne EUR5');
    expect(transliterateForEditing('Łódź Café', 'plain', 'latin_letters')).toBe('Lódz Café');
  });

  it('spells by language: German writes umlauts out, Swedish and Finnish drop the marks', () => {
    expect(transliterateToSepa('Jürgen Größe, Öre', 'german')).toBe('Juergen Groesse, Oere');
    expect(transliterateToSepa('Åsa Pääkkönen, Öre', 'plain')).toBe('Asa Paakkonen, Ore');
    // # is a number sign, not a character to lose
    expect(transliterateToSepa('Rechnung #12', 'german')).toBe('Rechnung No.12');
  });
});
