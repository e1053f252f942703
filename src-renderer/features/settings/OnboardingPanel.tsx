import { useEffect, useState } from 'react';
import type { ApplicationView, OnboardingSession, ProfileView } from '../../../src-shared/profiles';
import type { Result } from '../../../src-shared/result';
import { bulkpay } from '../../bridge';
import { StatusBadge } from '../../components/StatusBadge';
import { useToasts, type ToastText } from '../../components/Toast';
import { AccountForms, ApplicationForm, ApplicationList } from './OnboardingForms';
import { runAction } from './settings-store';
import { formatTime } from '../accounts/format';
import { useT } from '../../i18n/useT';

type Pending = () => Promise<unknown>;

const APPROVAL_POLL_MS = 15_000;

type Step = <T>(run: () => Promise<Result<T>>, done?: ToastText) => Promise<Result<T>>;
const LOGGED_OUT: OnboardingSession = { loggedIn: false, expiresAt: null };

/**
 * The bank's onboarding login as main holds it: asked on opening a profile (its list of applications
 * forgotten), and again when the login lasts no more (5 minutes: main stops using it 20 s early).
 */
function useOnboardingStatus(
  profileId: string,
  expiresAt: string | null,
  setSession: (session: OnboardingSession) => void,
  forgetApplications: () => void,
) {
  useEffect(() => {
    void bulkpay.onboarding.status({ profileId }).then((r) => r.ok && setSession(r.value));
    forgetApplications();
  }, [profileId]);
  useEffect(() => {
    if (!expiresAt) return;
    const wait = Math.max(0, Date.parse(expiresAt) - Date.now() - 19_000);
    const timer = setTimeout(
      () => void bulkpay.onboarding.status({ profileId }).then((r) => r.ok && setSession(r.value)),
      wait,
    );
    return () => clearTimeout(timer);
  }, [expiresAt, profileId]);
}

/** Refresh until approved: ask the bank again every 15 s while the screen waits for the approval. */
function useApprovalPolling(waiting: boolean, profileId: string, step: Step) {
  const toasts = useToasts();
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      void step(() => bulkpay.onboarding.refreshApplication({ profileId })).then((r) => {
        if (r.ok && r.value.approved) toasts.show('success', { key: 'settingsPanels.approvedToast' });
      });
    }, APPROVAL_POLL_MS);
    return () => clearInterval(timer);
    // step and toasts are stable in effect; only these decide whether to wait
  }, [waiting, profileId]);
}

/** Step 1: the onboarding account, logged in (with a log out), or its sign-up and login forms. */
function AccountStep({
  profile,
  session,
  setSession,
  pending,
  onLoggedIn,
}: {
  profile: ProfileView;
  session: OnboardingSession;
  setSession(session: OnboardingSession): void;
  pending: boolean;
  onLoggedIn(next: OnboardingSession): Promise<void>;
}) {
  const { t } = useT();
  return (
    <li>
      <h4>{t('settingsPanels.onboardingAccount')}</h4>
      {session.loggedIn ? (
        <p>
          {t('settingsPanels.loggedInAs', { email: profile.onboardingEmail, time: formatTime(session.expiresAt) })}{' '}
          <button
            type="button"
            onClick={() => void bulkpay.onboarding.logout({ profileId: profile.id }).then(() => setSession(LOGGED_OUT))}
          >
            {t('settingsPanels.logOut')}
          </button>
        </p>
      ) : (
        <AccountForms
          profile={profile}
          reason={pending ? t('settingsPanels.loginEnded') : null}
          onLoggedIn={onLoggedIn}
        />
      )}
    </li>
  );
}

/** Step 2: the application registered with the certificate, or one of those listed linked. */
function ApplicationStep({
  profile,
  loggedIn,
  applications,
  step,
  loadApplications,
}: {
  profile: ProfileView;
  loggedIn: boolean;
  applications: ApplicationView[] | null;
  step: Step;
  loadApplications(): Promise<void>;
}) {
  const { t } = useT();
  return (
    <li>
      <h4>{t('settingsPanels.application')}</h4>
      {loggedIn && profile.certificate && !profile.applicationId && (
        <ApplicationForm
          onSubmit={(input) =>
            step(() => bulkpay.onboarding.createApplication({ profileId: profile.id, ...input }), {
              key: 'settingsPanels.applicationRegistered',
            })
          }
        />
      )}
      {loggedIn && (
        <p>
          <button type="button" onClick={() => void loadApplications()}>
            {t('settingsPanels.showApplications')}
          </button>
        </p>
      )}
      {applications && (
        <ApplicationList
          applications={applications}
          onUse={async (id) => {
            const r = await step(
              () => bulkpay.onboarding.refreshApplication({ profileId: profile.id, applicationId: id }),
              { key: 'settingsPanels.applicationLinked' },
            );
            if (r.ok) await loadApplications();
          }}
        />
      )}
    </li>
  );
}

/** Step 3: the bank's approval, stored, or waited for (with a refresh). */
function ApprovalStep({
  profile,
  onboarded,
  loggedIn,
  step,
}: {
  profile: ProfileView;
  onboarded: boolean;
  loggedIn: boolean;
  step: Step;
}) {
  const { t } = useT();
  const toasts = useToasts();
  const refresh = async () => {
    const r = await step(() => bulkpay.onboarding.refreshApplication({ profileId: profile.id }));
    if (r.ok)
      toasts.show(r.value.approved ? 'success' : 'info', {
        key: r.value.approved ? 'settingsPanels.approvedShort' : 'settingsPanels.notApprovedRefresh',
      });
  };
  return (
    <li>
      <h4>{t('settingsPanels.approval')}</h4>
      {profile.applicationId ? (
        onboarded ? (
          <p>{t('settingsPanels.approvedStored')}</p>
        ) : (
          <p>
            {t('settingsPanels.waitingApproval', { id: profile.applicationId })}{' '}
            <button type="button" disabled={!loggedIn} onClick={refresh}>
              {t('settingsPanels.refreshApproval')}
            </button>
          </p>
        )
      ) : (
        <p className="hint">{t('settingsPanels.afterRegistered')}</p>
      )}
    </li>
  );
}

/**
 * The onboarding wizard: 1. onboarding account (sign up or log in), 2. register the application
 * with the certificate, 3. wait for approval (refresh), after which the client id and secret are
 * stored. The bank's login lasts 5 minutes: when it has ended, the password is asked again and
 * the interrupted step runs after login.
 */
export function OnboardingPanel({ profile }: { profile: ProfileView }) {
  const [session, setSession] = useState<OnboardingSession>(LOGGED_OUT);
  const [applications, setApplications] = useState<ApplicationView[] | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const { t } = useT();
  useOnboardingStatus(profile.id, session.expiresAt, setSession, () => setApplications(null));

  /** Runs an onboarding step; if the bank login has ended, keeps the step to rerun after the password. */
  async function step<T>(run: () => Promise<Result<T>>, done?: ToastText): Promise<Result<T>> {
    const result = await runAction(run(), done);
    if (!result.ok && result.error.code === 'onboarding_login_required') {
      setSession(LOGGED_OUT);
      setPending(() => run);
    }
    return result;
  }

  async function loadApplications() {
    const result = await step(() => bulkpay.onboarding.listApplications({ profileId: profile.id }));
    if (result.ok) setApplications(result.value);
  }

  // Keep a shown list current when the profile's application or its approval changed.
  useEffect(() => {
    if (applications !== null && session.loggedIn) void loadApplications();
  }, [profile.applicationId, profile.tppClientId]);

  async function afterLogin(next: OnboardingSession) {
    setSession(next);
    const rerun = pending;
    setPending(null);
    if (rerun) await rerun();
    await loadApplications();
  }

  const onboarded = profile.tppClientId !== null && profile.hasClientSecret;
  const waiting = profile.applicationId !== null && !onboarded && session.loggedIn;
  useApprovalPolling(waiting, profile.id, step);

  return (
    <section className="panel" aria-labelledby="onboarding-heading">
      <h3 id="onboarding-heading">
        {t('settingsPanels.onboarding')}{' '}
        {onboarded ? (
          <StatusBadge tone="success">{t('settingsPanels.approvedClientId', { id: profile.tppClientId })}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{t('settingsPanels.notApprovedYet')}</StatusBadge>
        )}
      </h3>
      {profile.demo && <p className="hint">{t('settingsPanels.demoApplication')}</p>}
      {!profile.certificate && <p>{t('settingsPanels.certificateFirst')}</p>}
      <ol className="steps">
        <AccountStep
          profile={profile}
          session={session}
          setSession={setSession}
          pending={pending !== null}
          onLoggedIn={afterLogin}
        />
        <ApplicationStep
          profile={profile}
          loggedIn={session.loggedIn}
          applications={applications}
          step={step}
          loadApplications={loadApplications}
        />
        <ApprovalStep profile={profile} onboarded={onboarded} loggedIn={session.loggedIn} step={step} />
      </ol>
    </section>
  );
}
