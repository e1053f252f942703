import { STRICTEST_SET, type CharacterSet } from '../../../src-shared/payments/charset';
import type { Result } from '../../../src-shared/result';
import type { PayeeBookLookup } from '../../../src-shared/payments/payee-book-lookup';
import type { EventBus } from '../../platform/events';
import type { LocalHistoryReader, LocalHistoryWriter } from '../../ports/history/local-history';
import type { HistoryRepository } from '../../ports/history/history-repository';
import type { SendStores } from '../../ports/send-stores';
import type { SubmissionJournal } from '../../ports/submission-journal';
import type { Logger } from '../../platform/log';
import { osUserName } from '../../platform/os-user';
import { BulkTracker } from '../tracking/bulk-tracker';
import type { SubmissionServiceOptions } from './submission-options';
import type { PollSchedule } from '../tracking/poll-schedule';
import type { SubmitBank } from './send-bulk';
import { SubmissionService } from './submission-service';

export interface BulkServices {
  store: LocalHistoryWriter;
  reader: LocalHistoryReader;
  /** The same history (`store` and `reader`) behind the history port: History's reads go through it. */
  history: HistoryRepository;
  journal: SubmissionJournal;
  tracker: BulkTracker;
  submission: SubmissionService;
  /** The bus bulk changes and tracker problems go out on (`bulks:updated`). */
  events: EventBus;
  /** The bank client of the active profile (for work outside the tracker, e.g. following a team bulk). */
  bank: () => Promise<Result<SubmitBank>>;
  /** This desktop's payee book (the inbox checks a file against it outside team mode). */
  payeeBook: () => PayeeBookLookup;
  /** The book's entries for some payees and IBANs only (the Fix step asks for a file's payees). */
  payeeBookSlice: SendStores['payeeBookSlice'];
  /** The characters the active profile's bank takes, as the review checks them. */
  characterSet?: () => CharacterSet;
}

export interface BulkServicesOptions {
  /** This computer's history, journal and payment-account ids (built in app/: `sqliteSendStores`). */
  stores: SendStores;
  events: EventBus;
  bank: () => Promise<Result<SubmitBank>>;
  notify?: (title: string, body: string) => void;
  schedule?: PollSchedule;
  logger?: Logger;
  /** The active bank profile's id, recorded on each bulk. */
  profileId?: () => string | undefined;
  /** Who acts, for the audit log; default the OS user name. */
  actor?: string;
  /** The CLI's --wait: stop following a bulk on a fault asking again cannot cure (TrackerOptions.stopOnFault). */
  stopOnFault?: boolean;
  /** Team mode's solo-send check (SubmissionServiceOptions.sendGuard). */
  sendGuard?: () => Promise<Result<void>>;
  /** The characters the active profile's bank takes (SubmissionServiceOptions.characterSet). */
  characterSet?: SubmissionServiceOptions['characterSet'];
}

/** History, tracker and submission wired together on one database and one event bus. */
export function createBulkServices(options: BulkServicesOptions): BulkServices {
  const { store, reader, journal, history, paymentAccountIds, payeeBook, payeeBookSlice } = options.stores;
  const tracker = new BulkTracker({
    history,
    journal,
    bank: options.bank,
    events: options.events,
    ...(options.notify ? { notify: options.notify } : {}),
    ...(options.schedule ? { schedule: options.schedule } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.stopOnFault ? { stopOnFault: true } : {}),
  });
  const submission = new SubmissionService({
    store,
    reader,
    journal,
    tracker,
    events: options.events,
    bank: options.bank,
    actor: options.actor ?? osUserName(),
    paymentAccountIds,
    localPayeeBook: payeeBook,
    ...(options.profileId ? { profileId: options.profileId } : {}),
    ...(options.sendGuard ? { sendGuard: options.sendGuard } : {}),
    characterSet: () => options.characterSet?.() ?? STRICTEST_SET,
  });
  const characterSet = () => options.characterSet?.() ?? STRICTEST_SET;
  return {
    store,
    reader,
    history,
    journal,
    tracker,
    submission,
    events: options.events,
    bank: options.bank,
    payeeBook,
    payeeBookSlice,
    characterSet,
  };
}
