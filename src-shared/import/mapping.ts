import { PAYMENT_FIELDS, type PaymentField, type PaymentRow } from '../payments/fields';
import type { CsvRecord } from './csv';

/** Which column (0-based) holds each field; fields without a column are absent. */
export type ColumnMapping = Partial<Record<PaymentField, number>>;

/** Our own column names, used by the downloadable CSV template and always recognised. */
export const TEMPLATE_COLUMNS: readonly PaymentField[] = [
  'name',
  'iban',
  'bic',
  'amount',
  'currency',
  'structured_reference',
  'unstructured_reference',
  'end_to_end_id',
  'method',
  'instant',
];

// Header words of the common ERP, accounting and payroll exports in English, Finnish, Swedish and
// German, compared after normalising (lower case, accents folded, spaces/punctuation removed).
// A combined label (`Kontonummer/IBAN`, `IBAN (Konto)`) is read part by part (`headerParts`).
const SYNONYMS: Record<PaymentField, string[]> = {
  name: [
    'name',
    'payee',
    'payeename',
    'beneficiary',
    'beneficiaryname',
    'recipient',
    'recipientname',
    'receiver',
    'creditor',
    'creditorname',
    'counterparty',
    'accountholder',
    'accountname',
    'supplier',
    'suppliername',
    'vendor',
    'vendorname',
    'employee',
    'employeename',
    'fullname',
    'company',
    'companyname',
    'saaja',
    'saajannimi',
    'saajan nimi',
    'vastaanottaja',
    'nimi',
    'toimittaja',
    'toimittajan nimi',
    'tyontekija',
    'tyontekijan nimi',
    'tilinomistaja',
    'mottagare',
    'mottagarnamn',
    'mottagarens namn',
    'namn',
    'betalningsmottagare',
    'leverantor',
    'leverantorsnamn',
    'anstalld',
    'kontohavare',
    'empfanger',
    'empfangername',
    'name des empfangers',
    'begunstigter',
    'zahlungsempfanger',
    'kontoinhaber',
    'lieferant',
    'lieferantenname',
    'kreditorenname',
    'mitarbeiter',
    'mitarbeitername',
  ],
  iban: [
    'iban',
    'ibannumber',
    'account',
    'accountnumber',
    'accountno',
    'bankaccount',
    'bankaccountnumber',
    'payeeiban',
    'payeeaccount',
    'beneficiaryiban',
    'beneficiaryaccount',
    'creditoriban',
    'creditoraccount',
    'supplieriban',
    'employeeiban',
    'accountidentifier',
    'tilinumero',
    'tilinro',
    'tili',
    'pankkitili',
    'saajan tili',
    'saajantilinumero',
    'saajaniban',
    'kontonummer',
    'kontonr',
    'konto',
    'bankkonto',
    'bankkontonummer',
    'mottagarkonto',
    'mottagarens konto',
    'mottagarens iban',
    'empfangeriban',
    'empfangerkonto',
    'iban des empfangers',
    'ibannummer',
  ],
  bic: [
    'bic',
    'swift',
    'bicswift',
    'swiftbic',
    'swiftcode',
    'biccode',
    'bankidentifiercode',
    'bic-koodi',
    'bickoodi',
    'saajanbic',
    'bic des empfangers',
  ],
  amount: [
    'amount',
    'sum',
    'value',
    'paymentamount',
    'payamount',
    'transferamount',
    'invoiceamount',
    'netpay',
    'netamount',
    'netsalary',
    'amounteur',
    'summa',
    'maara',
    'euroa',
    'maksettava',
    'maksettava maara',
    'nettopalkka',
    'laskun summa',
    'belopp',
    'utbetalning',
    'utbetalningsbelopp',
    'nettolon',
    'fakturabelopp',
    'betrag',
    'summe',
    'zahlbetrag',
    'auszahlungsbetrag',
    'uberweisungsbetrag',
    'nettolohn',
    'nettobetrag',
    'rechnungsbetrag',
    'betrag eur',
  ],
  currency: [
    'currency',
    'currencycode',
    'ccy',
    'cur',
    'valuutta',
    'valuuttakoodi',
    'valuta',
    'valutakod',
    'wahrung',
    'wahrungscode',
  ],
  reference: ['reference', 'ref', 'paymentreference', 'referens', 'referenz'],
  structured_reference: [
    'structuredreference',
    'creditorreference',
    'rfreference',
    'referencenumber',
    'viite',
    'viitenumero',
    'viitenro',
    'ocr',
    'ocrnummer',
    'ocr-nummer',
    'referensnummer',
    'kundenreferenz',
    'strukturierteReferenz',
  ],
  unstructured_reference: [
    'unstructuredreference',
    'message',
    'description',
    'remittanceinformation',
    'paymentmessage',
    'details',
    'invoicenumber',
    'invoiceno',
    'viesti',
    'selite',
    'laskunnumero',
    'meddelande',
    'fakturanummer',
    'verwendungszweck',
    'mitteilung',
    'rechnungsnummer',
  ],
  end_to_end_id: ['endtoendid', 'e2eid', 'endtoend', 'endtoendreference', 'instrid', 'tunniste'],
  method: ['method', 'paymentmethod', 'tapa', 'maksutapa', 'betalningssatt', 'zahlungsart'],
  instant: ['instant', 'instantpayment', 'pikamaksu', 'direktbetalning', 'echtzeit', 'sofort', 'echtzeituberweisung'],
  account_identifier_type: ['accountidentifiertype', 'accounttype'],
  due_date: [
    'duedate',
    'paymentdate',
    'executiondate',
    'payday',
    'erapaiva',
    'maksupaiva',
    'forfallodag',
    'forfallodatum',
    'betalningsdag',
    'utbetalningsdag',
    'utbetalningsdatum',
    'falligkeit',
    'falligkeitsdatum',
    'ausfuhrungsdatum',
    'zahlungsdatum',
  ],
  payment_account: [
    'paymentaccount',
    'fromaccount',
    'debtoraccount',
    'debtoriban',
    'maksajantili',
    'franKonto',
    'auftraggeberkonto',
  ],
  execute_verification_of_payee: ['executeverificationofpayee', 'verificationofpayee', 'vop'],
  payee_id: [
    'payeeid',
    'payeenumber',
    'supplierid',
    'suppliernumber',
    'supplierno',
    'vendorid',
    'vendornumber',
    'vendorno',
    'employeeid',
    'employeenumber',
    'employeeno',
    'personnelnumber',
    'toimittajanumero',
    'toimittajanro',
    'toimittajatunnus',
    'tyontekijanumero',
    'henkilonumero',
    'saajatunnus',
    'saajan tunnus',
    'leverantorsnummer',
    'leverantorsnr',
    'leverantorsid',
    'anstallningsnummer',
    'anstnr',
    'kreditorennummer',
    'kreditornummer',
    'kreditorennr',
    'lieferantennummer',
    'personalnummer',
    'mitarbeiternummer',
  ],
};

/** Lower case, accents folded, only letters and digits: `Empfänger-IBAN` → `empfangeriban`. */
export const normaliseHeader = (header: string): string =>
  header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const LOOKUP = new Map<string, PaymentField>();
for (const field of PAYMENT_FIELDS) {
  LOOKUP.set(normaliseHeader(field), field);
  for (const word of SYNONYMS[field]) LOOKUP.set(normaliseHeader(word), field);
}

/**
 * The parts of a combined label, each on its own: `Kontonummer/IBAN` → `Kontonummer`, `IBAN`;
 * `IBAN (Konto)` → `IBAN`, `Konto`.
 */
const headerParts = (header: string): string[] => header.split(/[/|()[\],;&+]|\s+(?:or|oder|tai|eller)\s+/i);

/** The field a header names: the whole label, else its first part that names one. */
export function fieldOfHeader(header: string): PaymentField | undefined {
  const whole = LOOKUP.get(normaliseHeader(header));
  if (whole) return whole;
  for (const part of headerParts(header)) {
    const field = LOOKUP.get(normaliseHeader(part));
    if (field) return field;
  }
  return undefined;
}

/** Guesses the mapping from header names; each field takes the first column that names it. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  headers.forEach((header, column) => {
    const field = fieldOfHeader(header);
    if (field && mapping[field] === undefined) mapping[field] = column;
  });
  return mapping;
}

/** True when the guess is enough to read payments (a name, an account and an amount). */
export const mappingIsUsable = (m: ColumnMapping): boolean =>
  m.name !== undefined && m.iban !== undefined && m.amount !== undefined;

/** Applies a mapping to CSV records (the header record already removed). */
export function applyMapping(records: readonly CsvRecord[], mapping: ColumnMapping): PaymentRow[] {
  const entries = Object.entries(mapping) as [PaymentField, number][];
  return records.map((record) => {
    const values: PaymentRow['values'] = {};
    for (const [field, column] of entries) values[field] = record.cells[column] ?? '';
    return { line: record.line, values };
  });
}

/** Headers of the downloadable CSV template, and one example row. */
export function csvTemplate(): string {
  const example = [
    'Example Oy',
    'FI21 1234 5600 0007 85',
    'NDEAFIHH',
    '125.50',
    'EUR',
    'RF18539007547034',
    '',
    'INV-2024-001',
    'sepa',
    'no',
  ];
  return `${TEMPLATE_COLUMNS.join(',')}\r\n${example.join(',')}\r\n`;
}
