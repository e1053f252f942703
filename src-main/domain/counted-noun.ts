// Main's own English sentences (error messages worded before any catalog, the CLI's English-only
// lines, the run report's English figures): a count with its noun in the number that fits it.

/** "1 payment", "3 payments", "0 payments"; `many` for a plural not made with -s ("1 entry", "2 entries"). */
export const countedNoun = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;
