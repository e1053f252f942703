// How one amount cell votes for a decimal mark, read in place from the text (the rows after the sample).

/**
 * The decimal mark an amount cell votes for, as `detectDecimalStyle` counts it, read in place from
 * the text (no string per cell): 0 none, 1 dot, 2 comma. For the rows after the sample.
 */
export function decimalVote(src: string, from: number, to: number): 0 | 1 | 2 {
  let dots = 0;
  let commas = 0;
  let lastDot = -1;
  let lastComma = -1;
  for (let i = from; i < to; i++) {
    const c = src.charCodeAt(i);
    if (c === 46) {
      dots++;
      lastDot = i;
    } else if (c === 44) {
      commas++;
      lastComma = i;
    }
  }
  if (dots && commas) return lastDot > lastComma ? 1 : 2;
  if (!dots && !commas) return 0;
  if (dots > 1) return 2; // "1.250.000": dots group thousands
  if (commas > 1) return 1;
  let after = 0;
  for (let i = (dots ? lastDot : lastComma) + 1; i < to; i++) {
    const c = src.charCodeAt(i);
    if (c >= 48 && c <= 57) after++;
  }
  return after === 3 ? 0 : dots ? 1 : 2; // "1.250": a thousands group or a decimal, no vote
}
