// The bank's limits (bank-api.md, "Bulk payment initiation" and "Limits"), written once.
// The row rules, the IPC contract, main's bank client and the renderer's maxLength all import them.

/** `unstructured_reference`: at most 140 characters (Unicode code points, see spec-notes.md). */
export const MAX_UNSTRUCTURED_REFERENCE = 140;
/** `structured_reference`: at most 35 characters. */
export const MAX_STRUCTURED_REFERENCE = 35;
/** `end_to_end_id`: at most 36 characters. */
export const MAX_END_TO_END_ID = 36;
/** A bulk carries 1 to 100 payments. */
export const MAX_PAYMENTS_PER_BULK = 100;
/** The customer has one hour to approve a bulk; without an answer the bank rejects it. */
export const APPROVAL_WINDOW_MS = 60 * 60 * 1000;
/** The `Idempotency-Key` header of bulk creation: at most 255 characters. */
export const MAX_IDEMPOTENCY_KEY = 255;

/**
 * Length as the bank counts it: Unicode code points (the bank's API counts characters of the
 * decoded JSON string, so an emoji is one character, not two UTF-16 units). See spec-notes.md.
 */
export function bankLength(text: string): number {
  let surrogates = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) surrogates++;
    }
  }
  return text.length - surrogates;
}
