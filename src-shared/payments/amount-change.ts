// The run difference's rule for an amount that moved (docs/payee-book.md): the one truth of its
// share, for run-difference.ts that applies it and for the window and the run report that name it.
// A module of its own without schemas: the renderer reads no zod (renderer-without-zod.test.ts),
// and run-difference.ts builds its result's schema with zod.

/** A payee's amount moved by more than this share of the previous run's (0.4: up or down more than 40%). */
export const AMOUNT_CHANGE_SHARE = '0.4';

/** The share as the words say it: a whole percent (40). */
export const AMOUNT_CHANGE_PERCENT = Math.round(Number(AMOUNT_CHANGE_SHARE) * 100);
