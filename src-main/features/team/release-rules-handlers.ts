import type { ChannelName } from '../../../src-shared/ipc/contract';
import type { Result } from '../../../src-shared/result';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { TeamService } from '../../app/team-service';
import type { TeamStore } from '../../ports/team/team-store';

type RulesHandlers = Pick<HandlerMap, Extract<ChannelName, 'team:releaseRules' | 'team:setReleaseRule'>>;

/** Settings → Team's release rules (src-shared/ipc/channels/team-rules.ts) on the team store. */
export function teamRulesHandlers(team: TeamService): RulesHandlers {
  const withStore = async <T>(work: (store: TeamStore) => Promise<T>): Promise<Result<T>> => {
    const store = await team.store();
    return store.ok ? store.value.guard(() => work(store.value)) : store;
  };
  return {
    'team:releaseRules': async () => withStore(async (s) => ({ rules: await s.releaseRules().list() })),
    'team:setReleaseRule': async ({ kind, currency, amount, member }) =>
      withStore(async (s) => {
        await s.releaseRules().set(kind, currency, amount, member);
        return { rules: await s.releaseRules().list() };
      }),
  };
}
