import { describe, expect, it } from 'vitest';
import {
  csvDecimal,
  MACHINE_CSV,
  spreadsheetCsvDialect,
  toSpreadsheetCsv,
} from '../../../../src-shared/i18n/csv-dialect';
import {
  currencyMinorUnits,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatMoney,
  parseLocaleDecimal,
} from '../../../../src-shared/i18n/format';
import { createI18n, formatLocale, messageText, pickLanguage } from '../../../../src-shared/i18n';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats each locale its own way from the exact decimal string', () => {
    expect(nbsp(formatMoney('1234.5', 'EUR', 'fi-FI'))).toBe('1 234,50 €');
    expect(nbsp(formatMoney('1234.5', 'EUR', 'de-DE'))).toBe('1.234,50 €');
    expect(nbsp(formatMoney('1234.5', 'EUR', 'sv-SE'))).toBe('1 234,50 €');
    expect(formatMoney('1234.5', 'EUR', 'en-GB')).toBe('€1,234.50');
  });

  it('keeps every digit of amounts no float can hold', () => {
    expect(formatMoney('90071992547409930.01', 'EUR', 'en-GB')).toBe('€90,071,992,547,409,930.01');
    expect(formatMoney('0.105', 'EUR', 'en-GB')).toBe('€0.105');
  });

  it('uses the currency’s own minor units', () => {
    expect(formatMoney('1500', 'JPY', 'en-GB')).toBe('JP¥1,500');
  });

  it('shows text it cannot read as it is', () => {
    expect(formatMoney('12,5', 'EUR', 'fi-FI')).toBe('12,5 EUR');
  });
});

describe('parseLocaleDecimal', () => {
  it.each([
    ['1250,50', 'fi-FI', '1250.50'],
    ['1 250,50', 'fi-FI', '1250.50'],
    ['1250.50', 'fi-FI', '1250.50'],
    ['1.250,50', 'de-DE', '1250.50'],
    ['1250,50', 'de-DE', '1250.50'],
    ['1,250.50', 'en-GB', '1250.50'],
    ['1250.5', 'en-GB', '1250.5'],
    ['1.250', 'de-DE', '1250'],
    ['1,25', 'sv-SE', '1.25'],
  ])('%s in %s is %s', (input, locale, expected) => {
    expect(parseLocaleDecimal(input, locale)).toBe(expected);
  });

  it.each([
    ['abc', 'fi-FI'],
    ['', 'fi-FI'],
    ['1,2,3', 'fi-FI'],
    ['-5', 'fi-FI'],
    ['1250,50', 'en-US'],
    ['12,50', 'en-GB'],
  ])('refuses %j in %s rather than guess', (input, locale) => {
    expect(parseLocaleDecimal(input, locale)).toBeUndefined();
  });
});

describe('dates', () => {
  it('writes a calendar date the locale’s way without shifting the day', () => {
    expect(formatDate('2026-03-01', 'fi-FI')).toBe('01.03.2026');
    expect(formatDate('2026-03-01', 'de-DE')).toBe('01.03.2026');
    expect(formatDate('2026-03-01', 'sv-SE')).toBe('2026-03-01');
    expect(formatDate('2026-03-01', 'en-GB')).toBe('01/03/2026');
    expect(formatDateTime('2026-03-01', 'fi-FI')).toBe('01.03.2026');
  });
});

describe('CSV dialects', () => {
  it('uses a semicolon and a decimal comma where the locale writes decimals with a comma', () => {
    expect(spreadsheetCsvDialect('fi-FI')).toEqual({ delimiter: ';', decimalMark: ',', bom: true });
    expect(spreadsheetCsvDialect('de-DE')).toEqual({ delimiter: ';', decimalMark: ',', bom: true });
    expect(spreadsheetCsvDialect('en-GB')).toEqual({ delimiter: ',', decimalMark: '.', bom: true });
    expect(csvDecimal('1250.50', spreadsheetCsvDialect('sv-SE'))).toBe('1250,50');
    expect(csvDecimal('1250.50', MACHINE_CSV)).toBe('1250.50');
  });
});

describe('languages', () => {
  it('follows the first preferred language we speak', () => {
    expect(pickLanguage(['nb-NO', 'sv-FI', 'en'])).toBe('sv');
    expect(pickLanguage(['fr'])).toBe('en');
    expect(pickLanguage(['fi_FI.UTF-8'])).toBe('fi');
    expect(formatLocale('sv', ['sv-FI'])).toBe('sv-FI');
    expect(formatLocale('de', ['en-US'])).toBe('de-DE');
    expect(formatLocale('en', ['en_US.UTF-8'])).toBe('en-US');
  });

  it('words a coded message with its parameters and plural forms in each language', () => {
    const fi = createI18n('fi');
    expect(messageText(fi.t, { code: 'iban_checksum', params: { iban: 'FI21 1234' } })).toBe(
      'Tarkisteet eivät täsmää (FI21 1234); tarkista tilinumero kirjoitusvirheiden varalta.',
    );
    expect(
      messageText(fi.t, { code: 'field_not_accepted', params: { context: 'due_date', field: 'due_date' } }),
    ).toMatch(/^Erät toteutetaan heti/);
    expect(messageText(createI18n('de').t, { code: 'column_missing', params: { field: 'iban' } })).toMatch(
      /^Spalte fehlt: IBAN\./,
    );
    expect(fi.t('payments.payments', { count: 1 })).toBe('1 maksu');
    expect(fi.t('payments.payments', { count: 2 })).toBe('2 maksua');
    expect(messageText(fi.t, { code: 'brand_new_code', message: 'Core says so.' })).toBe('Core says so.');
  });
});

describe('counts', () => {
  it('group large counts the language’s way', () => {
    expect(createI18n('fi').t('payments.payments', { count: 100000 }).replace(/\s/g, ' ')).toBe('100 000 maksua');
    expect(createI18n('en').t('payments.payments', { count: 100000 })).toBe('100,000 payments');
  });
});

describe('toSpreadsheetCsv', () => {
  const machine =
    '"sent_at","payee","amount","currency","unstructured_reference"\r\n' +
    '"2026-11-24T10:00:00Z","Åsa ""Ö"" Berg","1250.50","EUR","1.5"\r\n' +
    '"2026-11-24T10:00:00Z","\'=HYPERLINK(x)","-7.25","EUR","a,b;c"\r\n';

  it('writes semicolons, decimal commas in amounts only, a BOM and keeps the formula guard', () => {
    expect(toSpreadsheetCsv(machine, spreadsheetCsvDialect('fi-FI'))).toBe(
      '\uFEFF"sent_at";"payee";"amount";"currency";"unstructured_reference"\r\n' +
        '"2026-11-24T10:00:00Z";"Åsa ""Ö"" Berg";"1250,50";"EUR";"1.5"\r\n' +
        '"2026-11-24T10:00:00Z";"\'=HYPERLINK(x)";"-7,25";"EUR";"a,b;c"\r\n',
    );
  });

  it('keeps commas and points for an English locale, with a BOM for Excel', () => {
    expect(toSpreadsheetCsv(machine, spreadsheetCsvDialect('en-GB'))).toBe(`\uFEFF${machine}`);
  });
});

describe('formatDecimal', () => {
  it('writes an exact decimal with the locale’s marks and all its digits', () => {
    expect(formatDecimal('1234567.125', 'de-DE')).toBe('1.234.567,125');
    expect(formatDecimal('0.10', 'en-GB')).toBe('0.10');
  });
});

/** How many Intl.NumberFormat objects `work` builds. */
function formattersBuiltBy(work: () => void): number {
  const Real = Intl.NumberFormat;
  let built = 0;
  const counting = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
    built++;
    return new Real(...args);
  };
  Object.assign(counting, Real);
  Intl.NumberFormat = counting as unknown as typeof Intl.NumberFormat;
  try {
    work();
  } finally {
    Intl.NumberFormat = Real;
  }
  return built;
}

describe('currencyMinorUnits', () => {
  it('asks Intl once per currency, not once per amount (a table redraw formats hundreds)', () => {
    const built = formattersBuiltBy(() => {
      for (let i = 0; i < 100; i++) expect(currencyMinorUnits('BHD')).toBe(3);
      expect(currencyMinorUnits('NOT')).toBe(2);
      expect(currencyMinorUnits('NOT')).toBe(2);
    });
    expect(built).toBeLessThanOrEqual(2);
  });

  it('answers 2 for a malformed code without asking Intl or keeping it (a file can hold 100,000 of them)', () => {
    const built = formattersBuiltBy(() => {
      for (let i = 0; i < 1_000; i++) expect(currencyMinorUnits(`EU${i}`)).toBe(2);
      for (const code of ['', '€', 'EURO', ' EU', 'E1R']) expect(currencyMinorUnits(code)).toBe(2);
    });
    expect(built).toBe(0);
    expect(currencyMinorUnits('jpy')).toBe(0);
  });
});
