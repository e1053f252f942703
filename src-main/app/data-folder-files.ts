// What offline commands (`bulkpay validate`) read of a data folder's SQLite file without opening the
// history: the payee book and the active profile, read only. Built here, by the composition root,
// with declared signatures, so the command line never imports a SQLite adapter nor gets more of it.
import type { PayeeBookLookup } from '../../src-shared/payments/payee-checks';
import { readActiveProfileFile } from '../adapters/sqlite/active-profile-file';
import { readPayeeBookFile } from '../adapters/sqlite/payee-book';

/** The payee book of a data folder's history file, or undefined when there is none. */
export function payeeBookOfFile(path: string): Promise<PayeeBookLookup | undefined> {
  return readPayeeBookFile(path);
}

/** Whether a data folder's active profile is the demo, and its character set; undefined without a profile. */
export function activeProfileOfFile(
  path: string,
): Promise<{ demo: boolean; characterSet: string | undefined } | undefined> {
  return readActiveProfileFile(path);
}
