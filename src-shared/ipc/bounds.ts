// Numbers of the contract the renderer uses at run time, in a module without schemas: importing a
// channel file builds its zod schemas (contract.ts), which the page's first screen does not need.
// The renderer reads no zod at all (test/unit/src-renderer/app/renderer-without-zod.test.ts): its
// CSP forbids eval, which zod probes for when it builds an object schema.

/** How long a shown notice is remembered at most (a run waits days at most; an approval's hour is less). */
export const NOTICE_REMEMBER_MS = 30 * 24 * 60 * 60_000;

/** The most edits a send carries one by one; a longer record keeps its first ones and counts the rest. */
export const MAX_EDIT_RECORDS = 5000;

/** Rows per upload message: small enough that neither side stops for long to copy one. */
export const UPLOAD_CHUNK_ROWS = 5000;

/** Payees or IBANs asked of the payee book in one message: the window asks for a large file's in several. */
export const BOOK_SLICE_MAX = 5000;

/** How many runs the team screens list (team:runs): the newest, by when they were prepared. */
export const TEAM_RUNS_LISTED = 50;
