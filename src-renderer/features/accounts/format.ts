/**
 * Money for display, exact: Intl formats the decimal string itself (no float on the way), with
 * the currency's own minor units. An unknown currency code falls back to "1234.50 XYZ".
 */
export function formatMoney(amount: string, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount as `${number}`);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** "unknown" for a field the bank sent null, missing or malformed; otherwise `shown()`. */
export function unlessUnknown(row: { unknownFields?: string[] }, field: string, shown: () => string): string {
  return row.unknownFields?.includes(field) ? 'unknown' : shown();
}

export function formatDateTime(iso: string | null | undefined, withSeconds = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: withSeconds ? 'medium' : 'short' });
}

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

/** "4:59" minutes and seconds left until `iso`, or "0:00". */
export function timeLeft(iso: string | null, now: number): string {
  if (!iso) return '';
  const seconds = Math.max(0, Math.floor((Date.parse(iso) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Offers text as a file download (the CSV export); the file never passes through main's disk. */
export function downloadText(fileName: string, mimeType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
