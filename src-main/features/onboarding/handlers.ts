import { ok } from '../../../src-shared/result';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { OnboardingService } from './onboarding';

type OnboardingHandlers = Pick<
  HandlerMap,
  | 'onboarding:status'
  | 'onboarding:signup'
  | 'onboarding:login'
  | 'onboarding:logout'
  | 'onboarding:createApplication'
  | 'onboarding:listApplications'
  | 'onboarding:refreshApplication'
>;

/**
 * Settings' onboarding with the bank's developer portal: the TPP's account, its login and the
 * application that gives a profile its client id. `idsChanged` is told when the bank just gave a
 * profile an application or client id (team mode shares them); its answer is returned either way.
 */
export function onboardingHandlers(
  onboarding: OnboardingService,
  idsChanged: (profileId: string) => Promise<void>,
): OnboardingHandlers {
  const sharingIds = async <T extends { ok: boolean }>(profileId: string, result: T): Promise<T> => {
    if (result.ok) await idsChanged(profileId);
    return result;
  };
  return {
    'onboarding:status': async ({ profileId }) => ok(onboarding.session(profileId)),
    'onboarding:signup': async ({ profileId, ...input }) => {
      const signedUp = await onboarding.signup(profileId, input);
      return signedUp.ok ? ok({}) : signedUp;
    },
    'onboarding:login': async ({ profileId, ...input }) => onboarding.login(profileId, input),
    'onboarding:logout': async ({ profileId }) => {
      onboarding.logout(profileId);
      return ok({});
    },
    'onboarding:createApplication': async ({ profileId, ...input }) =>
      sharingIds(profileId, await onboarding.createApplication(profileId, input)),
    'onboarding:listApplications': async ({ profileId }) => onboarding.listApplications(profileId),
    'onboarding:refreshApplication': async ({ profileId, applicationId }) =>
      sharingIds(profileId, await onboarding.refreshApplication(profileId, applicationId)),
  };
}
