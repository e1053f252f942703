import { useEffect } from 'react';
import { useNavigation } from '../../app/navigation';
import { useSettings } from './settings-store';
import { formatDate } from '../accounts/format';
import { useT } from '../../i18n/useT';

/**
 * Shown above every screen from 30 days before the active profile's certificate expires, and once
 * it has expired (when the bank would refuse every signed request), with the way to renewal.
 */
export function CertificateExpiryBanner() {
  const { section, go } = useNavigation();
  const active = useSettings((s) => s.profiles.find((p) => p.active));
  const load = useSettings((s) => s.load);
  const { t } = useT();
  useEffect(() => {
    void load();
  }, [load]);

  const c = active?.certificate;
  if (!active || !c || section === 'settings' || (c.expiry !== 'expiring' && c.expiry !== 'expired')) return null;
  const expired = c.expiry === 'expired';
  return (
    <div className={`expiry-banner ${expired ? 'expired' : ''}`} role="alert">
      {expired
        ? t('settingsPanels.bannerExpired', { name: active.name, date: formatDate(c.validTo) })
        : t('settingsPanels.bannerExpiring', {
            name: active.name,
            date: formatDate(c.validTo),
            count: c.daysLeft,
          })}{' '}
      <button type="button" onClick={() => go('settings')}>
        {t('settingsPanels.renewInSettings')}
      </button>
    </div>
  );
}
