import { hostname } from 'node:os';
import { ok } from '../../../src-shared/result';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { BulkServices } from '../send/bulk-services';
import { takeOverTeamRun } from './run-takeover';
import type { TeamService } from '../../app/team-service';
import type { TeamRun } from '../../ports/team-run-types';

type TakeoverHandlers = Pick<HandlerMap, 'team:claimLease' | 'team:takeOver'>;

/** A run as it crosses IPC: without its plan (the rows and keys stay in main). */
const summaryOf = ({ plan: _plan, fileSha256: _sha, planHash: _hash, ...run }: TeamRun) => run;

/** The app's stale-claim takeover (src-shared/ipc/channels/team-takeover.ts), through the main-process team service. */
export function teamTakeoverHandlers(team: TeamService, bulks: BulkServices): TakeoverHandlers {
  return {
    'team:claimLease': async ({ runId }) => {
      const store = await team.readStore();
      if (!store.ok) return store;
      const lease = await store.value.claimLease(runId);
      if (!lease.ok) return lease;
      const { expired, ...shown } = lease.value;
      return ok({ ...shown, takeoverAllowed: expired });
    },
    'team:takeOver': async ({ runId }) => {
      const store = await team.store();
      if (!store.ok) return store;
      const sent = await takeOverTeamRun(store.value, bulks.submission, runId, hostname(), bulks.reader);
      if (!sent.ok) return sent;
      if (sent.value.claimed) team.follower.follow(store.value, bulks.bank, sent.value.bulks);
      return ok(sent.value.claimed ? { ...sent.value, run: summaryOf(sent.value.run) } : sent.value);
    },
  };
}
