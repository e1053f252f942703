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

// Header words in English, Finnish, Swedish and German, compared after normalising
// (lower case, accents folded, spaces/punctuation removed).
const SYNONYMS: Record<PaymentField, string[]> = {
  name: [
    'name',
    'payee',
    'payeename',
    'beneficiary',
    'beneficiaryname',
    'recipient',
    'receiver',
    'creditor',
    'creditorname',
    'counterparty',
    'saaja',
    'saajannimi',
    'vastaanottaja',
    'nimi',
    'mottagare',
    'mottagarnamn',
    'namn',
    'betalningsmottagare',
    'empfanger',
    'empfangername',
    'name des empfangers',
    'begunstigter',
    'zahlungsempfanger',
  ],
  iban: [
    'iban',
    'account',
    'accountnumber',
    'payeeiban',
    'beneficiaryiban',
    'creditoriban',
    'tilinumero',
    'tili',
    'saajantilinumero',
    'saajaniban',
    'kontonummer',
    'konto',
    'mottagarkonto',
    'empfangeriban',
    'accountidentifier',
  ],
  bic: ['bic', 'swift', 'bicswift', 'swiftbic', 'swiftcode', 'biccode', 'bic-koodi', 'bickoodi', 'saajanbic'],
  amount: ['amount', 'sum', 'value', 'paymentamount', 'summa', 'maara', 'euroa', 'belopp', 'betrag', 'summe'],
  currency: ['currency', 'ccy', 'cur', 'valuutta', 'valuta', 'wahrung'],
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
    'viesti',
    'selite',
    'meddelande',
    'verwendungszweck',
    'mitteilung',
  ],
  end_to_end_id: ['endtoendid', 'e2eid', 'endtoend', 'endtoendreference', 'instrid', 'tunniste'],
  method: ['method', 'paymentmethod', 'tapa', 'maksutapa', 'betalningssatt', 'zahlungsart'],
  instant: ['instant', 'instantpayment', 'pikamaksu', 'direktbetalning', 'echtzeit', 'sofort', 'echtzeituberweisung'],
  account_identifier_type: ['accountidentifiertype', 'accounttype'],
  due_date: [
    'duedate',
    'paymentdate',
    'executiondate',
    'erapaiva',
    'maksupaiva',
    'forfallodag',
    'forfallodatum',
    'betalningsdag',
    'falligkeit',
    'falligkeitsdatum',
    'ausfuhrungsdatum',
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

/** Guesses the mapping from header names; each field takes the first column that names it. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  headers.forEach((header, column) => {
    const field = LOOKUP.get(normaliseHeader(header));
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
