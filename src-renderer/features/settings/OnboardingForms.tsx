import { useState, type FormEvent } from 'react';
import type { ApplicationView, OnboardingSession, ProfileView } from '../../../src-shared/profiles';
import type { Result } from '../../../src-shared/result';
import { bulkpay } from '../../bridge';
import { Field } from '../../components/Field';
import { StatusBadge } from '../../components/StatusBadge';
import { fieldErrors, runAction } from './settings-store';
import { useT } from '../../i18n/useT';

// The forms of the onboarding wizard (OnboardingPanel): account, application, application list.

export function AccountForms({
  profile,
  reason,
  onLoggedIn,
}: {
  profile: ProfileView;
  reason: string | null;
  onLoggedIn(s: OnboardingSession): Promise<void>;
}) {
  const [mode, setMode] = useState<'login' | 'signup'>(profile.onboardingEmail ? 'login' : 'signup');
  const [form, setForm] = useState({ email: profile.onboardingEmail ?? '', password: '', firstName: '', lastName: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { t } = useT();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    if (mode === 'signup') {
      const signed = await runAction(bulkpay.onboarding.signup({ profileId: profile.id, ...form }), {
        key: 'settingsPanels.accountCreated',
      });
      setErrors(fieldErrors(signed));
      if (!signed.ok) return setBusy(false);
    }
    const login = await runAction(
      bulkpay.onboarding.login({ profileId: profile.id, email: form.email, password: form.password }),
    );
    setErrors(fieldErrors(login));
    setBusy(false);
    if (login.ok) {
      setForm({ ...form, password: '' });
      await onLoggedIn(login.value);
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-label={mode === 'signup' ? t('settingsPanels.signupForm') : t('settingsPanels.loginForm')}
    >
      {reason && (
        <p className="notice notice-warning" role="alert">
          {reason}
        </p>
      )}
      <p>
        <label>
          <input type="radio" checked={mode === 'signup'} onChange={() => setMode('signup')} />{' '}
          {t('settingsPanels.newToBank')}
        </label>{' '}
        <label>
          <input type="radio" checked={mode === 'login'} onChange={() => setMode('login')} />{' '}
          {t('settingsPanels.haveAccount')}
        </label>
      </p>
      <Field
        label={t('settingsPanels.onboardingEmail')}
        type="email"
        autoComplete="username"
        value={form.email}
        onChange={set('email')}
        error={errors.email}
      />
      {mode === 'signup' && (
        <>
          <Field
            label={t('settingsPanels.firstName')}
            value={form.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
          />
          <Field
            label={t('settingsPanels.lastName')}
            value={form.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
          />
        </>
      )}
      <Field
        label={t('settingsPanels.onboardingPassword')}
        type="password"
        autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
        value={form.password}
        onChange={set('password')}
        error={errors.password}
        hint={mode === 'signup' ? t('settingsPanels.passwordHintSignup') : t('settingsPanels.passwordHintLogin')}
      />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t('signIn.busy') : mode === 'signup' ? t('settingsPanels.signupAndLogin') : t('settingsPanels.logIn')}
      </button>
    </form>
  );
}

export function ApplicationForm({
  onSubmit,
}: {
  onSubmit(input: { organisationName: string; organisationUrl: string }): Promise<Result<unknown>>;
}) {
  const [form, setForm] = useState({ organisationName: '', organisationUrl: 'https://' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { t } = useT();
  return (
    <form
      aria-label={t('settingsPanels.registerForm')}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setErrors(fieldErrors(await onSubmit(form)));
        setBusy(false);
      }}
    >
      <Field
        label={t('settingsPanels.organisationName')}
        value={form.organisationName}
        onChange={(e) => setForm({ ...form, organisationName: e.target.value })}
        error={errors.organisationName}
      />
      <Field
        label={t('settingsPanels.organisationUrl')}
        value={form.organisationUrl}
        onChange={(e) => setForm({ ...form, organisationUrl: e.target.value })}
        error={errors.organisationUrl}
      />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t('settingsPanels.registering') : t('settingsPanels.register')}
      </button>
    </form>
  );
}

export function ApplicationList({
  applications,
  onUse,
}: {
  applications: ApplicationView[];
  onUse(id: string): Promise<void>;
}) {
  const { t } = useT();
  if (applications.length === 0) return <p>{t('settingsPanels.noApplications')}</p>;
  return (
    <table className="table">
      <caption className="visually-hidden">{t('settingsPanels.applicationsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('settingsPanels.organisation')}</th>
          <th scope="col">{t('settings.applicationId')}</th>
          <th scope="col">{t('settingsPanels.approval')}</th>
          <th scope="col" />
        </tr>
      </thead>
      <tbody>
        {applications.map((a) => (
          <tr key={a.id}>
            <td>{a.organisationName}</td>
            <td className="mono">{a.id}</td>
            <td>
              {a.approved ? (
                <StatusBadge tone="success">{t('settingsPanels.approved')}</StatusBadge>
              ) : (
                <StatusBadge tone="warning">{t('settingsPanels.waitingForApproval')}</StatusBadge>
              )}
            </td>
            <td>
              {a.usedByProfile ? (
                t('settingsPanels.usedByProfile')
              ) : (
                <button type="button" onClick={() => void onUse(a.id)}>
                  {t('settingsPanels.useForProfile')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
