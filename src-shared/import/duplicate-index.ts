// The duplicate check of a long file: each distinct payment costs three numbers in typed arrays
// (its key's 32-bit hash, its line, where its record starts) instead of a key string in a Map.
// Equal hashes are compared exactly, by the key strings of both rows, the earlier one read again
// from the file (`keyAt`): a hash never decides on its own that two payments are the same.

/** Where an earlier row starts in the text, and its line: enough to read it again. */
export type KeyAt = (start: number, line: number) => string;

const EMPTY = 0;

export class DuplicateIndex {
  #mask: number;
  #hashes: Int32Array;
  /** Entry number + 1 per slot (0: empty). */
  #slots: Int32Array;
  #lines: Int32Array;
  #starts: Int32Array;
  #count = 0;
  /** Keys of earlier rows already read again (their rows have duplicates: few). */
  readonly #keys = new Map<number, string>();

  constructor(
    readonly keyAt: KeyAt,
    /** Rows expected (a guess is fine: the index grows). */
    expected = 2048,
  ) {
    let capacity = 1 << 12;
    while (capacity < expected * 2) capacity *= 2;
    this.#mask = capacity - 1;
    this.#hashes = new Int32Array(capacity);
    this.#slots = new Int32Array(capacity);
    this.#lines = new Int32Array(capacity >> 1);
    this.#starts = new Int32Array(capacity >> 1);
  }

  get size(): number {
    return this.#count;
  }

  /**
   * The line of the first row with the same key, or undefined when this row is the first (it is
   * then remembered). `keyNow` gives this row's key string; it is asked only when a hash matches.
   */
  firstLine(hash: number, line: number, start: number, keyNow: () => string): number | undefined {
    let slot = hash & this.#mask;
    let key: string | undefined;
    for (;;) {
      const entry = this.#slots[slot]!;
      if (entry === EMPTY) break;
      if (this.#hashes[slot] === hash) {
        key ??= keyNow();
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
    this.#hashes[slot] = hash;
    this.#slots[slot] = entry + 1;
    this.#lines[entry] = line;
    this.#starts[entry] = start;
    // at most half full: short probes
    if (this.#count > this.#lines.length - 1) this.#grow();
  }

  #grow(): void {
    const capacity = (this.#mask + 1) * 2;
    const [hashes, slots] = [this.#hashes, this.#slots];
    this.#mask = capacity - 1;
    this.#hashes = new Int32Array(capacity);
    this.#slots = new Int32Array(capacity);
    for (let i = 0; i < slots.length; i++) {
      if (slots[i] === EMPTY) continue;
      let slot = hashes[i]! & this.#mask;
      while (this.#slots[slot] !== EMPTY) slot = (slot + 1) & this.#mask;
      this.#hashes[slot] = hashes[i]!;
      this.#slots[slot] = slots[i]!;
    }
    const lines = new Int32Array(capacity >> 1);
    lines.set(this.#lines);
    this.#lines = lines;
    const starts = new Int32Array(capacity >> 1);
    starts.set(this.#starts);
    this.#starts = starts;
  }
}
