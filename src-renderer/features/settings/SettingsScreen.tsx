import { useEffect, useState } from 'react';
import { bulkpay } from '../../bridge';
import { EmptyState } from '../../components/EmptyState';
import { CertificatePanel, ExpiryWarning } from './CertificatePanel';
import { CsrPanel } from './CsrPanel';
import { DataFolderPanel } from './DataFolderPanel';
import { DemoBankTools } from './DemoBankTools';
import { OutboxPanel } from '../reports/OutboxPanel';
import { InboxPanel } from '../inbox/InboxPanel';
import { LanguagePanel } from './LanguagePanel';
import { NotificationsPanel } from './NotificationsPanel';
import { useT } from '../../i18n/useT';
import { OnboardingPanel } from './OnboardingPanel';
import { ProfileForm } from './ProfileForm';
import { ProfileList } from './ProfileList';
import { RenewalPanel } from './RenewalPanel';
import { TeamAddressNotice } from './TeamAddressNotice';
import { TeamSettings } from '../team/TeamSettings';
import { runAction, selectedProfile, useSettings } from './settings-store';

type Profile = NonNullable<ReturnType<typeof selectedProfile>>;

/** The profiles, adding one, restoring the demo. */
function SettingsAside({ onSelect, onAdd }: { onSelect(id: string): void; onAdd(): void }) {
  const { profiles, demo, selectedId } = useSettings();
  const { t } = useT();
  return (
    <aside>
      <h2>{t('settings.profiles')}</h2>
      <ProfileList profiles={profiles} selectedId={selectedId} onSelect={onSelect} />
      <button type="button" onClick={onAdd}>
        {t('settings.addProfile')}
      </button>
      {demo.removed && (
        <p>
          <button
            type="button"
            onClick={() => void runAction(bulkpay.profiles.restoreDemo({}), { key: 'settingsPanels.demoRestored' })}
          >
            {t('settingsPanels.restoreDemo')}
          </button>
        </p>
      )}
    </aside>
  );
}

/**
 * What holds for every profile on this computer: folders, language, notifications, the team. Cards
 * in as many columns of a readable width as the window holds (styles.css, `.settings-cards`).
 */
function ComputerSettings() {
  const { t } = useT();
  return (
    <section className="settings-computer" aria-labelledby="settings-computer-heading">
      <h2 id="settings-computer-heading">{t('settings.thisComputer')}</h2>
      <div className="settings-cards">
        <LanguagePanel />
        <NotificationsPanel />
        <DataFolderPanel />
        <InboxPanel />
        <OutboxPanel />
        <TeamSettings />
      </div>
    </section>
  );
}

/** Use the profile (or "active"), edit it, remove it (after a question). */
function ProfileActions({ profile, onEdit }: { profile: Profile; onEdit(): void }) {
  const { t } = useT();
  const remove = () => {
    const question = profile.demo
      ? t('settingsPanels.confirmRemoveDemo')
      : t('settingsPanels.confirmRemove', { name: profile.name });
    if (window.confirm(question)) {
      void runAction(bulkpay.profiles.remove({ id: profile.id }), {
        key: 'settingsPanels.profileRemoved',
      });
    }
  };
  return (
    <p>
      {profile.active ? (
        <strong>{t('settings.activeProfile')}</strong>
      ) : (
        <button
          type="button"
          className="primary"
          onClick={() =>
            void runAction(bulkpay.profiles.activate({ id: profile.id }), {
              key: 'settingsPanels.activated',
              params: { name: profile.name },
            })
          }
        >
          {t('settings.useProfile')}
        </button>
      )}{' '}
      {!profile.demo && (
        <button type="button" onClick={onEdit}>
          {t('settings.editProfileButton')}
        </button>
      )}{' '}
      <button type="button" className="danger" onClick={remove}>
        {t('settings.removeProfile')}
      </button>
    </p>
  );
}

/** The profile chosen: the demo's notice and tools, its bank addresses and application, its actions. */
function ProfileSummary({ profile, onEdit }: { profile: Profile; onEdit(): void }) {
  const { demo } = useSettings();
  const { t } = useT();
  return (
    <section className="panel" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{profile.demo ? t('settingsPanels.demoName') : profile.name}</h2>
      {profile.demo && (
        <p className="notice notice-info">
          {t('settings.demoNotice')}
          {demo.psuEmail && t('settings.demoSignIn', { email: demo.psuEmail })}
        </p>
      )}
      {profile.demo && <DemoBankTools />}
      <TeamAddressNotice profile={profile} />
      <dl className="facts">
        <div>
          <dt>{t('settings.bankAddress')}</dt>
          <dd className="mono">{profile.baseUrl}</dd>
        </div>
        <div>
          <dt>{t('settings.bulkAddress')}</dt>
          <dd className="mono">{profile.bulkBaseUrl}</dd>
        </div>
        <div>
          <dt>{t('settings.applicationId')}</dt>
          <dd className="mono">{profile.applicationId ?? '—'}</dd>
        </div>
      </dl>
      <ProfileActions profile={profile} onEdit={onEdit} />
    </section>
  );
}

/** Settings: bank profiles, their QSEAL keys, onboarding and certificate renewal. */
export function SettingsScreen() {
  const { profiles, demo, loadError, load, select } = useSettings();
  const profile = useSettings(selectedProfile);
  const [editing, setEditing] = useState<'new' | 'edit' | null>(null);
  const { t } = useT();

  useEffect(() => {
    void load();
  }, [load]);

  const active = profiles.find((p) => p.active);
  return (
    <div className="settings">
      <h1>{t('settings.title')}</h1>
      {active && <ExpiryWarning profile={active} />}
      {loadError && (
        <p className="notice notice-danger" role="alert">
          {loadError}
        </p>
      )}
      {demo.problem && (
        <p className="notice notice-warning" role="alert">
          {demo.problem}
        </p>
      )}
      <div className="settings-layout">
        <SettingsAside
          onSelect={(id) => {
            select(id);
            setEditing(null);
          }}
          onAdd={() => setEditing('new')}
        />
        <div className="settings-main">
          {editing === 'new' && <ProfileForm onDone={() => setEditing(null)} />}
          {editing === 'edit' && profile && <ProfileForm profile={profile} onDone={() => setEditing(null)} />}
          {!editing && !profile && (
            <EmptyState title={t('settingsPanels.noProfile')} action={t('settingsPanels.noProfileAction')} />
          )}
          {!editing && profile && (
            <>
              <ProfileSummary profile={profile} onEdit={() => setEditing('edit')} />
              <CertificatePanel profile={profile} />
              <CsrPanel profile={profile} />
              {!profile.demo && <OnboardingPanel profile={profile} />}
              <RenewalPanel profile={profile} loginHint={{ key: 'settingsPanels.renewLoginHint' }} />
            </>
          )}
        </div>
      </div>
      <ComputerSettings />
    </div>
  );
}
