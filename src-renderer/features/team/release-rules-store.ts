import { create } from 'zustand';
import type { RequestOf, ResponseOf } from '../../../src-shared/ipc/contract';
import type { AppError } from '../../../src-shared/result';
import { bulkpay } from '../../bridge';

export type ReleaseRule = ResponseOf<'team:releaseRules'>['rules'][number];
export type ReleaseRuleChange = RequestOf<'team:setReleaseRule'>;

interface ReleaseRulesState {
  rules: ReleaseRule[];
  busy: boolean;
  error: AppError | undefined;
  load(): Promise<void>;
  /** Sets (or with `amount: null` removes) a rule; true when the team database took it. */
  set(change: ReleaseRuleChange): Promise<boolean>;
}

/** Settings → Team's release rules (admins change them; the database checks). */
export const useReleaseRules = create<ReleaseRulesState>((set) => {
  async function call(request: () => ReturnType<typeof bulkpay.team.releaseRules>): Promise<boolean> {
    set({ busy: true, error: undefined });
    const result = await request();
    set({ busy: false, ...(result.ok ? { rules: result.value.rules } : { error: result.error }) });
    return result.ok;
  }
  return {
    rules: [],
    busy: false,
    error: undefined,
    load: async () => {
      await call(() => bulkpay.team.releaseRules({}));
    },
    set: (change) => call(() => bulkpay.team.setReleaseRule(change)),
  };
});
