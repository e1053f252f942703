import type { ProfileView } from '../../../src-shared/profiles';
import { StatusBadge } from '../../components/StatusBadge';
import { ExpiryBadge } from './CertificatePanel';
import { useT } from '../../i18n/useT';

/** Every bank profile, the demo clearly marked, with its state at a glance. */
export function ProfileList({
  profiles,
  selectedId,
  onSelect,
}: {
  profiles: ProfileView[];
  selectedId: string | null;
  onSelect(id: string): void;
}) {
  const { t } = useT();
  return (
    <ul className="profile-list" aria-label={t('settings.profiles')}>
      {profiles.map((p) => (
        <li key={p.id}>
          <button
            type="button"
            className={p.id === selectedId ? 'profile-item selected' : 'profile-item'}
            aria-current={p.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(p.id)}
          >
            <span className="profile-name">{p.demo ? t('settingsPanels.demoName') : p.name}</span>
            <span className="profile-badges">
              {p.demo && <StatusBadge tone="info">{t('settingsPanels.demoBadge')}</StatusBadge>}
              {p.active && <StatusBadge tone="success">{t('settingsPanels.active')}</StatusBadge>}
              <ExpiryBadge certificate={p.certificate} />
              {!p.tppClientId && <StatusBadge tone="neutral">{t('settingsPanels.notOnboarded')}</StatusBadge>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
