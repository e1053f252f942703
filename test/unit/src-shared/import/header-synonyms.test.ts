// Header names of the common ERP and payroll exports, combined labels read part by part.
import { describe, expect, it } from 'vitest';
import { guessMapping } from '../../../../src-shared/import/mapping';

describe('guessMapping: ERP and payroll exports', () => {
  it.each([
    // Swedish payroll export
    [['Anställd', 'Kontonummer/IBAN', 'Nettolön', 'Anst.nr'], { name: 0, iban: 1, amount: 2, payee_id: 3 }],
    // German ERP (DATEV-like creditor list)
    [
      ['Kreditorennummer', 'Name des Empfängers', 'IBAN/Konto', 'BIC', 'Zahlbetrag', 'Verwendungszweck'],
      { payee_id: 0, name: 1, iban: 2, bic: 3, amount: 4, unstructured_reference: 5 },
    ],
    // Finnish purchase ledger
    [
      ['Toimittajanumero', 'Toimittajan nimi', 'Saajan tili', 'Maksettava määrä', 'Viitenumero', 'Eräpäivä'],
      { payee_id: 0, name: 1, iban: 2, amount: 3, structured_reference: 4, due_date: 5 },
    ],
    // English ERP
    [
      ['Vendor No.', 'Vendor Name', 'Bank Account (IBAN)', 'Invoice Amount', 'Currency Code', 'Invoice Number'],
      { payee_id: 0, name: 1, iban: 2, amount: 3, currency: 4, unstructured_reference: 5 },
    ],
    // Swedish supplier ledger
    [
      ['Leverantörsnummer', 'Leverantörsnamn', 'IBAN', 'Belopp', 'OCR-nummer'],
      { payee_id: 0, name: 1, iban: 2, amount: 3, structured_reference: 4 },
    ],
    [['Payee id', 'Employee name', 'IBAN or account', 'Net pay'], { payee_id: 0, name: 1, iban: 2, amount: 3 }],
  ])('%j', (headers, expected) => {
    expect(guessMapping(headers)).toEqual(expected);
  });

  it('a label naming no field in any part maps nothing', () => {
    expect(guessMapping(['Kostenstelle/Projekt', 'Notes'])).toEqual({});
  });
});
