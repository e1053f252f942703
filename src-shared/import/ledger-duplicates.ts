// Duplicates within the file, kept as rows change: the lines of the payments with each fingerprint
// (in file order; the first is the original) and, for each duplicate, the line it repeats.
export class Duplicates {
  /**
   * Fingerprint → the lines of the payments with it, in file order (the first is the original);
   * a lone line as a number (most payments are not repeated: 100,000 one-line arrays cost GC time).
   */
  readonly #linesOf = new Map<string, number | number[]>();
  /** Line → the line it duplicates, for each duplicate. */
  readonly #duplicateOf = new Map<number, number>();

  /** The line `line` repeats, when it is a duplicate. */
  firstOf(line: number): number | undefined {
    return this.#duplicateOf.get(line);
  }

  /** Takes in a line after every line so far; answers true when it repeats an earlier one. */
  append(fingerprint: string | undefined, line: number): boolean {
    if (fingerprint === undefined) return false;
    const lines = this.#linesOf.get(fingerprint);
    if (lines === undefined) {
      this.#linesOf.set(fingerprint, line);
      return false;
    }
    if (typeof lines === 'number') this.#linesOf.set(fingerprint, [lines, line]);
    else lines.push(line);
    this.#duplicateOf.set(line, typeof lines === 'number' ? lines : lines[0]!);
    return true;
  }

  /**
   * Takes a line out of (sign -1) or puts it into (+1) its fingerprint's list. Answers the other
   * lines whose duplicate mark changed, and by how much the count of duplicate warnings changed.
   */
  move(fingerprint: string | undefined, line: number, sign: 1 | -1): { lines: number[]; warnings: number } {
    const moved = { lines: [] as number[], warnings: 0 };
    if (fingerprint === undefined) return moved;
    const held = this.#linesOf.get(fingerprint);
    let lines = typeof held === 'number' ? [held] : held;
    if (typeof held === 'number') this.#linesOf.set(fingerprint, lines!);
    const before = lines ? [...lines] : [];
    if (sign === -1) {
      if (!lines) return moved;
      lines.splice(lines.indexOf(line), 1);
      if (lines.length === 0) this.#linesOf.delete(fingerprint);
    } else {
      if (!lines) this.#linesOf.set(fingerprint, (lines = []));
      let at = lines.length;
      while (at > 0 && lines[at - 1]! > line) at--;
      lines.splice(at, 0, line);
    }
    const after = lines;
    // Every line that was or is in the list gets its duplicate mark again (the list is short).
    for (const l of new Set([...before, ...after])) {
      const had = this.#duplicateOf.get(l);
      const position = after.indexOf(l);
      const now = position > 0 ? after[0] : undefined;
      if (had === now) continue;
      if (had !== undefined) moved.warnings--;
      if (now !== undefined) moved.warnings++;
      if (now === undefined) this.#duplicateOf.delete(l);
      else this.#duplicateOf.set(l, now);
      if (l !== line) moved.lines.push(l);
    }
    return moved;
  }
}
