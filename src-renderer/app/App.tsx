import { useEffect, useState } from 'react';
import { bulkpay } from '../bridge';
import { SECTIONS, useNavigation } from './navigation';
import { SCREENS } from './screens';
import { ToastHost } from '../components/Toast';
import { CertificateExpiryBanner } from '../features/settings/CertificateExpiryBanner';
import { BankSessionBanner } from '../features/accounts/BankSessionBanner';

export function App() {
  const { section, go } = useNavigation();
  const [version, setVersion] = useState('');
  useEffect(() => {
    void bulkpay.app.info({}).then((r) => r.ok && setVersion(r.value.version));
  }, []);
  const Screen = SCREENS[section];
  return (
    <div className="app">
      <nav className="sidebar" aria-label="Main">
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
                title={s.hint}
                onClick={() => go(s.id)}
              >
                {s.label}
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
