// The SQLite handle type, apart from open-database.ts so that modules the migrations call (the payee
// book's backfill) can name it without importing the migrations' own opener.
import type Database from 'better-sqlite3';

export type Db = Database.Database;
