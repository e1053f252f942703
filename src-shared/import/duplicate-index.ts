// The duplicate check of a long file: each distinct payment costs a few numbers in typed arrays
// (its key's 32-bit hash, its line, where its record starts) instead of a key string in a Map.
// Equal hashes are compared exactly, by the key strings of both rows, the earlier one read again
// from the file (`keyAt`): a hash never decides on its own that two payments are the same.

/** An earlier row's key, read again from where it starts in the text (and its line). */
export type KeyAt = (start: number, line: number) => string;

export class DuplicateIndex {
  #mask: number;
  /** Per slot two numbers side by side (one cache line per probe): the hash, and entry + 1 (0: empty). */
  #table: Int32Array<ArrayBuffer>;
  #lines: Int32Array<ArrayBuffer>;
  #starts: Int32Array<ArrayBuffer>;
  #count = 0;
  /** Keys of earlier rows already read again (their rows have duplicates: few). */
  readonly #keys = new Map<number, string>();

  constructor(
    readonly keyAt: KeyAt,
    /** The key of the row being looked up, when the caller did not pass it (asked only on equal hashes). */
    readonly keyNow: () => string,
    /** Rows expected (a guess is fine: the index grows). */
    expected = 2048,
  ) {
    let capacity = 1 << 12;
    while (capacity < expected * 2) capacity *= 2;
    this.#mask = capacity - 1;
    this.#table = new Int32Array(capacity * 2);
    this.#lines = new Int32Array(capacity >> 1);
    this.#starts = new Int32Array(capacity >> 1);
  }

  get size(): number {
    return this.#count;
  }

  /**
   * The line of the first row with the same key, or undefined when this row is the first (it is
   * then remembered). `key` is this row's key string when the caller has it; otherwise `keyNow`
   * gives it, and only when a hash matches (before any earlier row is read again).
   */
  firstLine(hash: number, line: number, start: number, key?: string): number | undefined {
    const table = this.#table;
    let slot = hash & this.#mask;
    for (;;) {
      const entry = table[2 * slot + 1]!;
      if (entry === 0) break;
      if (table[2 * slot] === hash) {
        key ??= this.keyNow();
        if (this.#keyOf(entry - 1) === key) return this.#lines[entry - 1];
      }
      slot = (slot + 1) & this.#mask;
    }
    this.#insert(slot, hash, line, start);
    return undefined;
  }

  #keyOf(entry: number): string {
    let key = this.#keys.get(entry);
    if (key === undefined) this.#keys.set(entry, (key = this.keyAt(this.#starts[entry]!, this.#lines[entry]!)));
    return key;
  }

  #insert(slot: number, hash: number, line: number, start: number): void {
    const entry = this.#count++;
    this.#table[2 * slot] = hash;
    this.#table[2 * slot + 1] = entry + 1;
    this.#lines[entry] = line;
    this.#starts[entry] = start;
    // at most half full: short probes
    if (this.#count >= this.#lines.length) this.#grow();
  }

  #grow(): void {
    const old = this.#table;
    const capacity = (this.#mask + 1) * 2;
    this.#mask = capacity - 1;
    this.#table = new Int32Array(capacity * 2);
    for (let i = 0; i < old.length; i += 2) {
      if (old[i + 1] === 0) continue;
      let slot = old[i]! & this.#mask;
      while (this.#table[2 * slot + 1] !== 0) slot = (slot + 1) & this.#mask;
      this.#table[2 * slot] = old[i]!;
      this.#table[2 * slot + 1] = old[i + 1]!;
    }
    const lines = new Int32Array(capacity >> 1);
    lines.set(this.#lines);
    this.#lines = lines;
    const starts = new Int32Array(capacity >> 1);
    starts.set(this.#starts);
    this.#starts = starts;
  }
}
