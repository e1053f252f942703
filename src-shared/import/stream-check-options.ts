// The options and the CSV shape of one pass over a payment file (stream-check.ts), apart from the
// pass itself so the pieces the pass is made of (csv-check.ts, row-checker.ts) can name them.
import type { DecimalStyle } from '../payments/amount';
import type { PaymentRow } from '../payments/fields';
import type { RowResult, ValidationIssue, ValidationOptions } from '../payments/types';
import type { EncodingName, EncodingReason } from './decode';
import type { Delimiter } from './delimiter';
import type { HeaderChoice } from './header-row';
import type { LaterRows } from './later-rows';
import type { ColumnMapping } from './mapping';

/** A CSV file as read up to its first checked row: the header, the mapping in effect and the decimal mark decided. */
export interface CsvShape {
  encoding: EncodingName;
  encodingReason: EncodingReason;
  bom: boolean;
  delimiter: Delimiter;
  decimalStyle: DecimalStyle;
  headers: string[];
  headerLine: number;
  /** The first records, any of which the user may choose as the header. */
  headerChoices: HeaderChoice[];
  /** Whether the header names any field. */
  headerNamed: boolean;
  mapping: ColumnMapping;
  /** The file's problems known so far (a missing column; an unreadable header). */
  fileIssues: readonly ValidationIssue[];
}

export interface StreamCheckOptions extends ValidationOptions {
  /** Occurrences kept per kind of problem (default 20). */
  firstN?: number | undefined;
  /** Every issue, in file order, as it is found (e.g. written to a file): nothing is kept for it. */
  onIssue?: ((issue: ValidationIssue) => void) | undefined;
  onProgress?: ((fraction: number) => void) | undefined;
  /** The column mapping once the header is read (a saved template); default: guessed from the names. */
  mappingFor?: ((headers: string[]) => ColumnMapping) | undefined;
  /** Each row with its own result (issues without messages), as it is checked: the window's worker streams them. */
  onRow?: ((row: PaymentRow, result: RowResult) => void) | undefined;
  /**
   * With `onRow`, CSV: a row the fast path takes (no error; its warnings only counted) is handed to
   * `onRow` with a slim result: its money (`amount`, `currency`, `minor`), its duplicate key as
   * `fingerprint`, its warnings as the reference rules give them, and no `payment` (what the
   * window's worker keeps of a row: `forWindow` gives the same for both). Every other row gets the
   * reference rules' result. Default false: with `onRow`, every row goes through the reference rules.
   */
  slimRows?: boolean | undefined;
  /** CSV: once the header is read and the decimal mark decided, before the first row is checked (the window's worker). */
  onCsvShape?: ((shape: CsvShape) => void) | undefined;
  /**
   * CSV: each data record's cells and line as read, before it is checked (the window keeps a
   * preview); once it answers false, no more records are handed to it.
   */
  onRecord?: ((cells: readonly string[], line: number) => boolean | void) | undefined;
  /**
   * With `onRow` and `slimRows`, CSV: the rows from this index on (after the decimal mark's sample)
   * are not handed to `onRow` during the pass but kept as where they are in the text; once every row
   * is checked, `onLaterRows` gets them to hand out in file order (`LaterRows.read`), each row and
   * result as `onRow` would have had it. The summary then waits for no row object past the first ones.
   * Without `onLaterRows`, every row goes to `onRow` during the pass.
   */
  laterRowsFrom?: number | undefined;
  onLaterRows?: ((rows: LaterRows) => void) | undefined;
  /**
   * False checks every row with the reference rules (`compileRowRules`) only, never the fast path
   * (`fast-row.ts`); for tests and benchmarks comparing the two. Default true.
   */
  fastPath?: boolean | undefined;
}
