import { describe, expect, it } from 'vitest';
import { nonSepaCharacters, sepaText, transliterateToSepa } from '../../../src-shared/payments/charset';

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
