// A row of a payee book CSV, as the import of this computer's book and of the team's takes it
// (features/payees/payee-book-service.ts parses it).
import type { PayeeTrust } from '../../src-shared/payments/payee-checks';

/** One row of a payee CSV to import. */
export interface PayeeCsvRow {
  name: string;
  iban: string;
  /** Null when the cell is empty: an existing entry keeps its trust, a new one is known (team: new). */
  trust: PayeeTrust | null;
  note: string | null;
  payeeId: string | null;
  bic: string | null;
}
