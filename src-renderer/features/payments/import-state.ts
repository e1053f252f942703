// What the payment import's store holds and offers (store.ts builds it; worker-client.ts fills it
// from the worker), apart from the store so the two can both name it.
import type { IssuesByRow } from '../../../src-shared/import/check-ledger';
import type { EditRecord } from '../../../src-shared/ipc/channels/bulks';
import type { ColumnMapping } from '../../../src-shared/import/mapping';
import type { ImportSettings, ParsedPaymentFile } from '../../../src-shared/import/parse-file';
import type { ImportTemplate } from '../../../src-shared/import/templates';
import type { CharacterSet } from '../../../src-shared/payments/charset';
import type { PaymentField, PaymentRow } from '../../../src-shared/payments/fields';
import type { RowResult, ValidationResult } from '../../../src-shared/payments/types';
import type { PayeeBookProblem } from './payee-warnings';

type Phase = 'empty' | 'reading' | 'mapping' | 'review';

export interface PaymentImportState {
  phase: Phase;
  progress: { fraction: number; stage: string } | undefined;
  /** Why the file could not be read at all (it names the file). */
  failure: string | undefined;
  fileName: string;
  sha256: string;
  file: ParsedPaymentFile | undefined;
  /** The rows as edited by the user; what is checked and what would be sent. */
  rows: PaymentRow[];
  rowResults: RowResult[];
  result: ValidationResult | undefined;
  issuesByRow: IssuesByRow;
  /** The user's encoding, delimiter and decimal choices; empty means detected. */
  settings: ImportSettings;
  /** Currency for rows without one: the paying account's. */
  defaultCurrency: string;
  /** The characters the active profile's bank takes: the rules warn about the others. */
  characterSet: CharacterSet;
  onlyProblems: boolean;
  /** True once the user edited or removed rows: re-reading the file would discard that. */
  edited: boolean;
  /**
   * True while the worker still sends rows: `rows` and `result` cover the rows read so far, the
   * table already shows them, and the file cannot be reviewed until the last one is in.
   */
  checking: boolean;
  /** Rows the file holds (known before they are all checked), for the progress line. */
  expectedRows: number;
  templates: ImportTemplate[];
  appliedTemplate: string | undefined;
  /** Reads a file; resolves once its last row is in the table (or it could not be read, or another file replaced it). */
  open(file: File): Promise<void>;
  reread(settings: ImportSettings): void;
  remap(mapping: ColumnMapping): void;
  editCell(row: number, field: PaymentField, value: string): void;
  /** Several edits re-checked at once (one update of the table): e.g. a fix applied to a group of rows. */
  editCells(edits: readonly { row: number; field: PaymentField; value: string }[], as?: GroupEdit): void;
  /** What the user changed since the file was opened (for the audit trail of the send), oldest first. */
  edits: EditRecord[];
  /** Changes made beyond the `MAX_EDIT_RECORDS` listed, counted. */
  editsNotListed: number;
  /** Starts the record of edits afresh: the ones so far went to the audit trail with a send. */
  forgetEdits(): void;
  /** Why the payee book's warnings may be missing from Fix now (`PayeeWarnings.problem`), if they may. */
  payeeBookProblem: PayeeBookProblem | undefined;
  /** The payee book changed: every payee of the file is asked about again (`PayeeWarnings.forgetAsked`). */
  askPayeesAgain(): void;
  /** Asks the core's payee book about the rows' payees (these rows, or all) and puts its warnings on their rows (`PayeeWarnings`). */
  checkPayees(indices?: readonly number[]): Promise<void>;
  /** Puts a removed row back at its place (undo of `removeRow`), re-checked. */
  restoreRow(index: number, row: PaymentRow): void;
  removeRow(row: number): void;
  /** Keeps only the rows at these indices, in order: after sending, what went to the bank leaves the table. */
  keepRows(indices: readonly number[]): void;
  setDefaultCurrency(currency: string): void;
  /** The active bank's character set changed: the rows are checked again under it. */
  setCharacterSet(set: CharacterSet): void;
  setOnlyProblems(only: boolean): void;
  showMapping(): void;
  closeMapping(): void;
  loadTemplates(): Promise<void>;
  /** Saves the mapping under a name; answers with a problem to show, or undefined. */
  saveTemplate(name: string, mapping: ColumnMapping): Promise<string | undefined>;
  clear(): void;
  /** Gets the file reader ready while the user picks a file. */
  prepare(): void;
  /** Removes several rows in one pass (e.g. "Remove exact copies" at 100,000 rows). */
  removeRows(indices: readonly number[], as?: GroupEdit): void;
}

/** A change to many rows at once, recorded as one entry with its count rather than cell by cell. */
export type GroupEdit = Pick<Extract<EditRecord, { kind: 'group' }>, 'action' | 'field'>;
