import { useEffect, useState } from 'react';
import { bulkpay } from '../bridge';
import { SECTIONS, useNavigation } from './navigation';
import { SCREENS } from './screens';
import { ToastHost } from '../components/Toast';
import { CertificateExpiryBanner } from '../features/settings/CertificateExpiryBanner';
import { BankSessionBanner } from '../features/accounts/BankSessionBanner';
import { useT } from '../i18n/useT';

export function App() {
  const { section, go } = useNavigation();
  const { t } = useT();
  const [version, setVersion] = useState('');
  useEffect(() => {
    void bulkpay.app.info({}).then((r) => r.ok && setVersion(r.value.version));
  }, []);
  const Screen = SCREENS[section];
  return (
    <div className="app">
      <nav className="sidebar" aria-label={t('nav.main')}>
        <div className="brand">
          Bulkpay<span className="version">{version && `v${version}`}</span>
        </div>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className={s.id === section ? 'nav-item active' : 'nav-item'}
                aria-current={s.id === section ? 'page' : undefined}
                title={t(`nav.${s.id}Hint`)}
                onClick={() => go(s.id)}
              >
                {t(`nav.${s.id}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <main className="content" id="content">
        <CertificateExpiryBanner />
        <BankSessionBanner />
        <Screen />
      </main>
      <ToastHost />
    </div>
  );
}
