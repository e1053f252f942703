// IBANs shown for reading, in groups of four: text only, no ibantools, so a screen or a sentence that
// only shows IBANs (Home, the catalogs' words) does not load the IBAN checks (payments/iban.ts).

const IBAN_LIKE = /^[A-Z]{2}\d{2}[A-Z0-9]{4,}$/;

/** An IBAN in groups of four (`FI21 1234 5600 0007 85`) for reading; other text as it is. */
export function groupIban(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return IBAN_LIKE.test(compact) ? compact.replace(/(.{4})(?=.)/g, '$1 ') : value;
}

/** The params an IBAN is given in (`iban`, `oldIban`, `newIban`…): a sentence shows each in groups of four. */
const IBAN_PARAM = /^(iban|[a-z]+Iban)$/;

/** A sentence's params with every IBAN in groups of four (`groupIban`); the params themselves stay electronic. */
export function withGroupedIbans<P extends Record<string, unknown>>(params: P): P {
  let out: P | undefined;
  for (const key of Object.keys(params)) {
    const value = params[key];
    if (typeof value !== 'string' || !IBAN_PARAM.test(key)) continue;
    const grouped = groupIban(value);
    if (grouped !== value) (out ??= { ...params })[key as keyof P] = grouped as P[keyof P];
  }
  return out ?? params;
}
