// Numbers of the contract the renderer uses at run time, in a module without schemas: importing a
// channel file builds its zod schemas (contract.ts), which the page's first screen does not need.

/** How long a shown notice is remembered at most (a run waits days at most; an approval's hour is less). */
export const NOTICE_REMEMBER_MS = 30 * 24 * 60 * 60_000;

/** The most edits a send carries one by one; a longer record keeps its first ones and counts the rest. */
export const MAX_EDIT_RECORDS = 5000;

/** Rows per upload message: small enough that neither side stops for long to copy one. */
export const UPLOAD_CHUNK_ROWS = 5000;
