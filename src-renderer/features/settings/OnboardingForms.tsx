import { useState, type FormEvent } from 'react';
import type { ApplicationView, OnboardingSession, ProfileView } from '../../../src-shared/profiles';
import type { Result } from '../../../src-shared/result';
import { bulkpay } from '../../bridge';
import { Field } from '../../components/Field';
import { StatusBadge } from '../../components/StatusBadge';
import { fieldErrors, runAction } from './settings-store';

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
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    if (mode === 'signup') {
      const signed = await runAction(
        bulkpay.onboarding.signup({ profileId: profile.id, ...form }),
        'Onboarding account created.',
      );
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
    <form onSubmit={submit} aria-label={mode === 'signup' ? 'Sign up for onboarding' : 'Log in to onboarding'}>
      {reason && (
        <p className="notice notice-warning" role="alert">
          {reason}
        </p>
      )}
      <p>
        <label>
          <input type="radio" checked={mode === 'signup'} onChange={() => setMode('signup')} /> New to this bank: sign
          up
        </label>{' '}
        <label>
          <input type="radio" checked={mode === 'login'} onChange={() => setMode('login')} /> I have an onboarding
          account: log in
        </label>
      </p>
      <Field
        label="Onboarding e-mail"
        type="email"
        autoComplete="username"
        value={form.email}
        onChange={set('email')}
        error={errors.email}
      />
      {mode === 'signup' && (
        <>
          <Field label="First name" value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
          <Field label="Last name" value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
        </>
      )}
      <Field
        label="Onboarding password"
        type="password"
        autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
        value={form.password}
        onChange={set('password')}
        error={errors.password}
        hint={
          mode === 'signup'
            ? 'At least 8 characters. Bulkpay does not store it.'
            : 'Bulkpay does not store it; the login lasts 5 minutes.'
        }
      />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Contacting the bank…' : mode === 'signup' ? 'Sign up and log in' : 'Log in'}
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
  return (
    <form
      aria-label="Register the application"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setErrors(fieldErrors(await onSubmit(form)));
        setBusy(false);
      }}
    >
      <Field
        label="Organisation name"
        value={form.organisationName}
        onChange={(e) => setForm({ ...form, organisationName: e.target.value })}
        error={errors.organisationName}
      />
      <Field
        label="Organisation web address"
        value={form.organisationUrl}
        onChange={(e) => setForm({ ...form, organisationUrl: e.target.value })}
        error={errors.organisationUrl}
      />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Registering…' : 'Register application with the certificate'}
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
  if (applications.length === 0) return <p>No applications yet for this onboarding account.</p>;
  return (
    <table className="table">
      <caption className="visually-hidden">Applications of the onboarding account</caption>
      <thead>
        <tr>
          <th scope="col">Organisation</th>
          <th scope="col">Application id</th>
          <th scope="col">Approval</th>
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
                <StatusBadge tone="success">Approved</StatusBadge>
              ) : (
                <StatusBadge tone="warning">Waiting for approval</StatusBadge>
              )}
            </td>
            <td>
              {a.usedByProfile ? (
                'Used by this profile'
              ) : (
                <button type="button" onClick={() => void onUse(a.id)}>
                  Use for this profile
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
