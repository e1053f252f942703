import type { ChannelName } from '../../src-shared/ipc/contract';
import { ok } from '../../src-shared/result';
import type { HandlerMap } from '../ipc/dispatch';
import type { BulkServices } from '../submission/bulk-services';
import { PayeeBookService } from './payee-book-service';
import { runDifferenceFor } from '../history/previous-run';

type PayeesHandlers = Pick<HandlerMap, Extract<ChannelName, `payees:${string}`>>;

/** The Payees screen's channels over this computer's payee book (docs/payee-book.md). */
export function payeesHandlers(bulks: BulkServices): PayeesHandlers {
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
    'payees:runDifference': async ({ payments }) => ok({ difference: runDifferenceFor(bulks.reader.db, payments) }),
    'payees:trust': async ({ iban }) => book().trust(iban),
    'payees:block': async ({ iban, reason }) => book().block(iban, reason),
    'payees:unblock': async ({ iban }) => book().unblock(iban),
    'payees:exportCsv': async () =>
      ok({ fileName: 'payee-book.csv', mimeType: 'text/csv', content: book().exportCsv() }),
    'payees:importCsv': async ({ content }) => book().importCsv(content),
  };
}
