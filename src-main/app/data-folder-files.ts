// What offline commands (`bulkpay validate`) read of a data folder's SQLite file without opening the
// history: the payee book and the active profile, read only. Handed out here, by the composition
// root, so the command line never imports a SQLite adapter itself.
export { readPayeeBookFile } from '../adapters/sqlite/payee-book';
export { readActiveProfileFile } from '../adapters/sqlite/active-profile-file';
