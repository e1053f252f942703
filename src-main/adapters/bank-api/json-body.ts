/** UTF-8 JSON body bytes. */
export function jsonBody(value: unknown): { bytes: Uint8Array; contentType: string } {
  return { bytes: Buffer.from(JSON.stringify(value), 'utf8'), contentType: 'application/json' };
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * JSON where the given decimal strings become JSON number tokens, digit for digit. The debt
 * endpoint wants `net`/`gross` as numbers (bank-api.md); going through a float could change them.
 */
export function jsonWithDecimalNumbers(
  value: unknown,
  isNumberField: (key: string) => boolean,
): { bytes: Uint8Array; contentType: string } {
  const marker = '\u0000num:';
  const text = JSON.stringify(value, (key, item) => {
    if (isNumberField(key) && typeof item === 'string') {
      if (!DECIMAL.test(item)) throw new Error(`${key} must be a decimal number, got "${item}"`);
      return marker + item;
    }
    return item;
  }).replace(/"\\u0000num:(-?\d+(?:\.\d+)?)"/g, '$1');
  return { bytes: Buffer.from(text, 'utf8'), contentType: 'application/json' };
}
