// Fast paths for the per-row text clean-ups: most cells need none, so scan once and hand back the
// same string; only a cell that needs a change takes the regular expression (same result).

/** True for a character JavaScript's `\s` matches. */
export function isJsSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

const RUNS_OF_SPACE = /\s+/g;

/** `text.replace(/\s+/g, ' ')` without building a new string when no run needs collapsing. */
export function collapseSpaces(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 ? isJsSpace(text.charCodeAt(i + 1)) : isJsSpace(c)) return text.replace(RUNS_OF_SPACE, ' ');
  }
  return text;
}

/** True when `text` has no `\s` character at all. */
export function hasNoSpace(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isJsSpace(text.charCodeAt(i))) return false;
  return true;
}

/** True when `text` is only A–Z and 0–9 (an IBAN or reference already in electronic form). */
export function isUpperAlphanumeric(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90))) return false;
  }
  return true;
}
