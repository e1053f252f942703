import { composeIBAN } from 'ibantools';

/** A realistic 100,000-row Excel-style export: semicolons, decimal commas, a few quoted fields. */
export function generatePaymentCsv(rows = 100_000): Uint8Array {
  const lines = ['Saaja;Tilinumero;Summa;Valuutta;Viite;Viesti'];
  for (let i = 0; i < rows; i++) {
    const iban = composeIBAN({ countryCode: 'FI', bban: `1234560${String(1_000_000 + (i % 999_999)).slice(1)}1` });
    const amount = `${1 + (i % 999)}.${String(i % 1000).padStart(3, '0')},${String(i % 100).padStart(2, '0')}`;
    const message = i % 10 === 0 ? `"Invoice ${i}; part ""A"""` : `Invoice ${i}`;
    lines.push(`Payee ${i} Oy;${iban};${amount};EUR;;${message}`);
  }
  return new TextEncoder().encode(lines.join('\r\n') + '\r\n');
}
