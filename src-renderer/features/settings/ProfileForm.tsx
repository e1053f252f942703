import { useId, useState } from 'react';
import { CHARACTER_SETS, STRICTEST_SET, type CharacterSet } from '../../../src-shared/payments/charset';
import type { ProfileView } from '../../../src-shared/profiles';
import { bulkpay } from '../../bridge';
import { Field } from '../../components/Field';
import { fieldErrors, runAction, useSettings } from './settings-store';
import { useT } from '../../i18n/useT';
import { AddressConfirm, type AddressChange } from './AddressConfirm';

/** Adds a bank profile, or edits the name, addresses and the characters its bank takes. */
export function ProfileForm({ profile, onDone }: { profile?: ProfileView; onDone(): void }) {
  const [form, setForm] = useState({
    name: profile?.name ?? '',
    baseUrl: profile?.baseUrl ?? 'https://',
    bulkBaseUrl: profile?.bulkBaseUrl ?? 'https://',
    characterSet: profile?.characterSet ?? STRICTEST_SET,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [change, setChange] = useState<AddressChange | null>(null);
  const { t } = useT();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  if (change && profile)
    return (
      <AddressConfirm
        profileName={profile.name}
        change={change}
        onDone={() => {
          // Moved or kept, the edit is over: keeping the old address saves nothing of this edit.
          setChange(null);
          onDone();
        }}
      />
    );

  return (
    <form
      className="panel"
      aria-label={profile ? t('settingsPanels.editProfileForm') : t('settings.addProfile')}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = profile
          ? await runAction(bulkpay.profiles.update({ id: profile.id, ...form }), {
              key: 'settingsPanels.profileSaved',
            })
          : await runAction(bulkpay.profiles.create(form), { key: 'settingsPanels.profileAdded' });
        setBusy(false);
        setErrors(fieldErrors(result));
        if (!result.ok && result.error.code === 'address_change_needs_confirmation')
          setChange(result.error.details as AddressChange);
        if (result.ok) {
          useSettings.getState().select(result.value.id);
          onDone();
        }
      }}
    >
      <h3>{profile ? t('settingsPanels.editProfile', { name: profile.name }) : t('settings.addProfile')}</h3>
      <Field
        label={t('settingsPanels.profileName')}
        value={form.name}
        onChange={set('name')}
        error={errors.name}
        hint={t('settingsPanels.profileNameHint')}
      />
      <Field
        label={t('settingsPanels.baseUrl')}
        value={form.baseUrl}
        onChange={set('baseUrl')}
        error={errors.baseUrl}
        hint={t('settingsPanels.baseUrlHint')}
      />
      <Field
        label={t('settingsPanels.bulkBaseUrl')}
        value={form.bulkBaseUrl}
        onChange={set('bulkBaseUrl')}
        error={errors.bulkBaseUrl}
        hint={t('settingsPanels.bulkBaseUrlHint')}
      />
      <CharacterSetField value={form.characterSet} onChange={(characterSet) => setForm({ ...form, characterSet })} />
      <button type="submit" className="primary" disabled={busy}>
        {profile ? t('settingsPanels.save') : t('settingsPanels.addProfileButton')}
      </button>{' '}
      <button type="button" onClick={onDone}>
        {t('settingsPanels.cancel')}
      </button>
    </form>
  );
}

/** Which characters the bank takes in names and references: the rules warn about the others. */
function CharacterSetField({ value, onChange }: { value: CharacterSet; onChange(set: CharacterSet): void }) {
  const id = useId();
  const { t } = useT();
  return (
    <div className="field">
      <label htmlFor={id}>{t('settingsPanels.characterSet')}</label>
      <select
        id={id}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value as CharacterSet)}
      >
        {CHARACTER_SETS.map((set) => (
          <option key={set} value={set}>
            {t(`settingsPanels.characterSets.${set}`)}
          </option>
        ))}
      </select>
      <small id={`${id}-hint`} className="hint">
        {t('settingsPanels.characterSetHint')}
      </small>
    </div>
  );
}
