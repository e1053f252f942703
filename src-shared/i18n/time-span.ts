/** A length of time as a sentence says it: seconds or whole minutes, with its count. */
export interface TimeSpan {
  unit: 'seconds' | 'minutes';
  count: number;
}

/** Under two minutes the span is said in seconds (a sender's heartbeat is 30 s), longer in minutes. */
const SECONDS_BELOW = 120;

/**
 * `seconds` as a span, each unit rounded by `round` (down for "ago", up for "within"); `atLeast`
 * keeps a span that is still running from reading as 0.
 */
export function timeSpan(seconds: number, round: (x: number) => number, atLeast = 0): TimeSpan {
  const s = Math.max(0, seconds);
  return s < SECONDS_BELOW
    ? { unit: 'seconds', count: Math.max(atLeast, round(s)) }
    : { unit: 'minutes', count: Math.max(atLeast, round(s / 60)) };
}
