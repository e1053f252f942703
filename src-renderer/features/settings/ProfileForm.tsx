import { useState } from 'react';
import type { ProfileView } from '../../../src-shared/profiles';
import { bulkpay } from '../../bridge';
import { Field } from '../../components/Field';
import { fieldErrors, runAction, useSettings } from './settings-store';

/** Adds a bank profile, or edits the name and addresses of one. */
export function ProfileForm({ profile, onDone }: { profile?: ProfileView; onDone(): void }) {
  const [form, setForm] = useState({
    name: profile?.name ?? '',
    baseUrl: profile?.baseUrl ?? 'https://',
    bulkBaseUrl: profile?.bulkBaseUrl ?? 'https://',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  return (
    <form
      className="panel"
      aria-label={profile ? 'Edit bank profile' : 'Add a bank profile'}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = profile
          ? await runAction(bulkpay.profiles.update({ id: profile.id, ...form }), 'Profile saved.')
          : await runAction(bulkpay.profiles.create(form), 'Profile added. Next: import its QSEAL key.');
        setBusy(false);
        setErrors(fieldErrors(result));
        if (result.ok) {
          useSettings.getState().select(result.value.id);
          onDone();
        }
      }}
    >
      <h3>{profile ? `Edit ${profile.name}` : 'Add a bank profile'}</h3>
      <Field
        label="Profile name"
        value={form.name}
        onChange={set('name')}
        error={errors.name}
        hint="For example the bank's name and “production”."
      />
      <Field
        label="Bank address (base_url)"
        value={form.baseUrl}
        onChange={set('baseUrl')}
        error={errors.baseUrl}
        hint="Onboarding, consent and account paths, from the bank's documentation."
      />
      <Field
        label="Bulk payment address (bulk_base_url)"
        value={form.bulkBaseUrl}
        onChange={set('bulkBaseUrl')}
        error={errors.bulkBaseUrl}
        hint="The /api/v2/ bulk payment address, from the bank's documentation."
      />
      <button type="submit" className="primary" disabled={busy}>
        {profile ? 'Save' : 'Add profile'}
      </button>{' '}
      <button type="button" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}
