import { useEffect, useState, type FormEvent } from 'react';
import { Field } from '../../components/Field';
import { ProgressBar } from '../../components/ProgressBar';
import { timeLeft, waitingActions } from './format';
import { useSettings } from '../settings/settings-store';
import { useAccounts } from './accounts-store';
import { useT } from '../../i18n/useT';

/** The PSU's bank e-mail and password. The password lives only in this form until it is sent. */
export function SignInForm() {
  const session = useAccounts((s) => s.session);
  const signIn = useAccounts((s) => s.signIn);
  const cancel = useAccounts((s) => s.cancelSignIn);
  const [email, setEmail] = useState(session.email ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useT();
  const again = session.state === 'needs_approval';
  // With the demo bank active, say who to sign in as: a newcomer has no bank customer of their own.
  const demoEmail = useSettings((s) => (s.profiles.find((p) => p.active)?.demo ? s.demo.psuEmail : null));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const problem = await signIn(email.trim(), password);
    setPassword('');
    setBusy(false);
    if (problem) setError(problem.message);
  };

  return (
    <section className="panel signin" aria-labelledby="signin-title">
      <h2 id="signin-title">{again ? t('signIn.titleAgain') : t('signIn.title')}</h2>
      {again ? (
        <p>
          {session.problem?.message ?? t('accountsScreens.sessionEnded')}
          {session.interrupted.length > 0 &&
            ` ${t('accountsScreens.waitingToContinue', { actions: waitingActions(session.interrupted) })}`}
        </p>
      ) : (
        <p>{t('signIn.intro')}</p>
      )}
      {!again && demoEmail && (
        <p className="notice notice-info">{t('signIn.demo', { email: demoEmail, password: 'demo-password' })}</p>
      )}
      {!again && session.problem && (
        <p className="notice notice-error" role="alert">
          {session.problem.message}
        </p>
      )}
      <form onSubmit={submit}>
        <Field
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error ?? undefined}
        />
        <div className="actions">
          <button type="submit" className="primary" disabled={busy || !email.trim() || !password}>
            {busy ? t('signIn.busy') : t('signIn.submit')}
          </button>
          {again && (
            <button type="button" onClick={() => void cancel()}>
              {t('accountsScreens.cancelWaiting')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** "Approve on your phone": the short code to compare and the time left. */
export function WaitingForApproval() {
  const session = useAccounts((s) => s.session);
  const cancel = useAccounts((s) => s.cancelSignIn);
  const [now, setNow] = useState(Date.now());
  const { t } = useT();
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const total = session.consentExpiresAt ? Date.parse(session.consentExpiresAt) - now : 0;
  return (
    <section className="panel waiting" aria-labelledby="waiting-title" aria-live="polite">
      <h2 id="waiting-title">{t('signIn.waitingTitle')}</h2>
      <p>{t('signIn.waitingIntro')}</p>
      <p className="short-code" aria-label={t('signIn.shortCode')}>
        {session.shortCode}
      </p>
      <p>
        {t('signIn.timeLeft')} <strong>{timeLeft(session.consentExpiresAt, now)}</strong>
      </p>
      <ProgressBar label={t('signIn.waiting')} value={total > 0 ? undefined : 1} />
      {session.interrupted.length > 0 && (
        <p>{t('accountsScreens.afterApproval', { actions: waitingActions(session.interrupted) })}</p>
      )}
      <div className="actions">
        <button type="button" onClick={() => void cancel()}>
          {t('signIn.cancel')}
        </button>
      </div>
    </section>
  );
}
