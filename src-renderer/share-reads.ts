import { eventNames } from '../src-shared/ipc/channel-names';
import type { BulkpayApi, ChannelName } from '../src-shared/ipc/contract';
import { mapApiCalls, type ApiCall as Call } from './map-api-calls';

/**
 * The reads the first screen makes (the language and the notices both read the preferences; the
 * banner and the time left both the bank session; Home and the certificate banner the profiles;
 * Home and the notices the open bulks; the sidebar the version; the banners the team's status, the
 * history's upkeep, the inbox and the saved runs): asked once, answered to each, and all asked as
 * the page's script starts (`askAtStart`), before the first screen has rendered.
 */
export const SHARED_READS: readonly ChannelName[] = [
  'app:info',
  'app:preferences',
  'bulks:open',
  'consent:status',
  'history:maintenance',
  'inbox:get',
  'profiles:list',
  'runs:list',
  'team:status',
];

/**
 * Calls other than the shared reads that change nothing a shared read answers (taking the file the
 * app was opened with): a shared answer stays shared across them. Any other call may change one,
 * and is not. Not the core's ANSWERED_BEFORE_THE_BANK (src-main/app/ipc-handlers.ts), which says
 * what this computer alone holds: it has changes (app:setPreferences, app:claimNotices) and lacks
 * reads that wait for the bank (inbox:get, runs:list).
 */
const CHANGE_NO_SHARED_READ: readonly ChannelName[] = ['app:takeOpenFile'];

type Api = Record<string, unknown>;

export interface SharedReads<A> {
  api: A;
  /**
   * Asks each shared read (with `{}`, as the stores ask) at once: the page's script calls it before
   * the first screen renders, so the answers are on their way during that render instead of being
   * asked by the screen's effects after it (a round trip later). The stores' own asks get them.
   */
  askAtStart(): void;
  /** The first screen has asked what it shows: from now on a read is shared only while on its way. */
  startupOver(): void;
}

/**
 * `api` with each of `reads` asked once for the callers that ask the same while nothing could have
 * changed its answer: while it is on its way, and, until `startupOver`, once answered too (the first
 * screen's stores ask one after another). A call that may change an answer (not in
 * CHANGE_NO_SHARED_READ) or any event from main makes the next read go out afresh; while such a call
 * is on its way nothing is shared, and when it is done what was shared is forgotten again.
 */
export function shareReads<A extends object>(api: A, reads: readonly ChannelName[] = SHARED_READS): SharedReads<A> {
  const asked = new Map<string, Promise<unknown>>();
  const answeredAtStart = new Set<string>();
  let startingUp = true;
  /** Calls that may change an answer, on their way: a read meanwhile may be answered before or after the change. */
  let changing = 0;
  const forget = () => {
    asked.clear();
    answeredAtStart.clear();
  };
  // A bridge without events (the tests' stores that never call main) has none to forget on.
  const on = (api as Api).on as BulkpayApi['on'] | undefined;
  if (typeof on === 'function') for (const event of eventNames) on(event, forget);
  const read =
    (channel: string, call: Call): Call =>
    (request) => {
      if (changing > 0) return call(request);
      const question = `${channel} ${JSON.stringify(request ?? {})}`;
      const known = asked.get(question);
      if (known) return known;
      const answer = call(request).finally(() => {
        if (asked.get(question) !== answer) return; // forgotten meanwhile
        if (startingUp) answeredAtStart.add(question);
        else asked.delete(question);
      });
      asked.set(question, answer);
      return answer;
    };
  const change =
    (call: Call): Call =>
    (request) => {
      forget();
      changing++;
      // Forgotten again once done: a read answered while it was on its way may predate the change.
      return call(request).finally(() => {
        changing--;
        forget();
      });
    };
  const readers: Call[] = [];
  const wrap = (channel: string, call: Call): Call => {
    if (!(reads as readonly string[]).includes(channel))
      return (CHANGE_NO_SHARED_READ as readonly string[]).includes(channel) ? call : change(call);
    const shared = read(channel, call);
    readers.push(shared);
    return shared;
  };
  return {
    api: mapApiCalls(api, wrap),
    askAtStart() {
      // Who needs an answer takes it from the shared read; a failed one is theirs to say.
      for (const ask of readers) ask({}).catch(() => undefined);
    },
    startupOver() {
      startingUp = false;
      for (const question of answeredAtStart) asked.delete(question);
      answeredAtStart.clear();
    },
  };
}
