import type { ChannelName } from '../../../src-shared/ipc/contract';
import { ok } from '../../../src-shared/result';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { BulkServices } from '../send/bulk-services';
import type { TeamService } from '../../app/team-service';
import { bookSliceFor, type PayeeSliceAsk } from '../../../src-shared/payments/payee-book-memory';
import type { PayeeBookLookup } from '../../../src-shared/payments/payee-book-lookup';
import { payeeBookForInbox } from '../inbox/check-options';
import { PayeeBookService } from './payee-book-service';
import { TeamPayeeBook } from './team-payee-book';

type PayeesHandlers = Pick<HandlerMap, Extract<ChannelName, `payees:${string}`>>;
/** The Payees screen's own channels, over one book or the other. */
type ScreenHandlers = Omit<PayeesHandlers, 'payees:bookFor'>;

/**
 * The Payees screen's channels over this computer's payee book (docs/payee-book.md), or in team
 * mode over the team's: when the team database cannot be reached the screen says so. Which book is
 * decided at each call, so joining or leaving a team in Settings takes effect at once.
 */
export function payeesHandlers(bulks: BulkServices, team?: TeamService): PayeesHandlers {
  const local = localPayeesHandlers(bulks);
  const localSlice: PayeesHandlers['payees:bookFor'] = async (ask) =>
    ok({ available: true, ...bulks.payeeBookSlice(ask) });
  if (!team) return { ...local, 'payees:bookFor': localSlice };
  // In team mode the book the review will use is the team's (none when out of reach).
  const teamBook = recentTeamBook(team, bulks.payeeBook);
  const bookFor: PayeesHandlers['payees:bookFor'] = async (ask) =>
    team.configuredUrl() ? ok(sliceOrNone(await teamBook(), ask)) : localSlice(ask);
  const shared = teamPayeesHandlers(new TeamPayeeBook(() => team.store()));
  const book = () => (team.configuredUrl() ? shared : local);
  // A change to the book is seen by the next ask, not the read of the book made before it.
  const changing = <T>(change: Promise<T>) => change.finally(teamBook.forget);
  return {
    'payees:bookFor': bookFor,
    'payees:list': (input) => book()['payees:list'](input),
    'payees:trust': (input) => changing(book()['payees:trust'](input)),
    'payees:block': (input) => changing(book()['payees:block'](input)),
    'payees:unblock': (input) => changing(book()['payees:unblock'](input)),
    'payees:exportCsv': (input) => book()['payees:exportCsv'](input),
    'payees:importCsv': (input) => changing(book()['payees:importCsv'](input)),
  };
}

/** How long the team's book read for one ask answers the next: a large file's asks come within seconds. */
const TEAM_BOOK_FRESH_MS = 10_000;

/**
 * The team's book for the Fix step's asks, read once for the several asks of one file rather than
 * once per ask (the team store lists the whole book); `forget` after a change to it. Review and
 * release read it afresh.
 */
function recentTeamBook(team: TeamService, localBook: () => PayeeBookLookup) {
  let last: { at: number; book: Promise<PayeeBookLookup | undefined> } | undefined;
  const read = () => {
    const now = Date.now();
    if (!last || now - last.at > TEAM_BOOK_FRESH_MS) last = { at: now, book: payeeBookForInbox(team, localBook) };
    return last.book;
  };
  return Object.assign(read, { forget: () => void (last = undefined) });
}

/** The book's answer for a file's payees and IBANs, or that there is no book to ask now. */
function sliceOrNone(book: PayeeBookLookup | undefined, ask: PayeeSliceAsk) {
  return book
    ? { available: true, ...bookSliceFor(book, ask) }
    : { available: false, hasHistory: false, accounts: [], usual: [] };
}

/** The channels over this computer's payee book. */
function localPayeesHandlers(bulks: BulkServices): ScreenHandlers {
  const book = () => new PayeeBookService(bulks.store, bulks.submission.actor);
  return {
    'payees:list': async ({ state, search }) => {
      const text = search?.trim().toLowerCase();
      const compact = text?.replace(/\s/g, '').toUpperCase();
      const entries = book()
        .list(state)
        .filter((e) => !text || e.name.toLowerCase().includes(text) || e.iban.includes(compact!));
      return ok({ entries });
    },
    'payees:trust': async ({ iban }) => book().trust(iban),
    'payees:block': async ({ iban, reason }) => book().block(iban, reason),
    'payees:unblock': async ({ iban }) => book().unblock(iban),
    'payees:exportCsv': async () =>
      ok({ fileName: 'payee-book.csv', mimeType: 'text/csv', content: book().exportCsv() }),
    'payees:importCsv': async ({ content }) => book().importCsv(content),
  };
}

/** The same channels over the team's payee book. */
function teamPayeesHandlers(book: TeamPayeeBook): ScreenHandlers {
  return {
    'payees:list': async ({ state, search }) => {
      const entries = await book.list(state, search);
      return entries.ok ? ok({ entries: entries.value }) : entries;
    },
    'payees:trust': async ({ iban }) => book.trust(iban),
    'payees:block': async ({ iban, reason }) => book.block(iban, reason),
    'payees:unblock': async ({ iban }) => book.unblock(iban),
    'payees:exportCsv': async () => {
      const csv = await book.exportCsv();
      return csv.ok ? ok({ fileName: 'team-payee-book.csv', mimeType: 'text/csv', content: csv.value }) : csv;
    },
    'payees:importCsv': async ({ content }) => book.importCsv(content),
  };
}
