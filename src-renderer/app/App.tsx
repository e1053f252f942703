import { Suspense, useEffect, useState } from 'react';
import { bulkpay, firstScreenAsked } from '../bridge';
import { SECTIONS, sectionKeys, useNavigation } from './navigation';
import { SCREENS } from './screens';
import { ToastHost } from '../components/Toast';
import { CertificateExpiryBanner } from '../features/settings/CertificateExpiryBanner';
import { BankSessionBanner } from '../features/accounts/BankSessionBanner';
import { SessionTimeLeft } from '../features/accounts/SessionTimeLeft';
import { TeamNavBadge } from '../features/team/TeamNavBadge';
import { TeamStatusBanner } from '../features/team/TeamStatusBanner';
import { HistoryMaintenanceNotice } from '../features/history/HistoryMaintenanceNotice';
import { useTeam } from '../features/team/team-store';
import { useT } from '../i18n/useT';

/**
 * The app's version beside its name. Its own component: the answer re-renders this line only, not
 * the whole window (the sidebar and the screen) a second time as the first screen opens.
 */
function AppVersion() {
  const [version, setVersion] = useState('');
  useEffect(() => {
    void bulkpay.app.info({}).then((r) => r.ok && setVersion(r.value.version));
  }, []);
  return <span className="version">{version && `v${version}`}</span>;
}

export function App() {
  const { section, go } = useNavigation();
  const { t } = useT();
  useEffect(() => {
    // The screens' and banners' own effects ran before this one (children first): the first
    // screen's reads are asked, each once; from now on a read goes out each time it is made.
    firstScreenAsked();
  }, []);
  // The Team section is there once this desktop joins a team database (Settings → Team).
  const inTeam = useTeam((s) => s.view?.configured ?? false);
  const Screen = SCREENS[section];
  return (
    <div className="app">
      <nav className="sidebar" aria-label={t('nav.main')}>
        <div className="brand">
          Bulkpay
          <AppVersion />
        </div>
        <ul>
          {SECTIONS.filter((s) => s.id !== 'team' || inTeam).map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className={s.id === section ? 'nav-item active' : 'nav-item'}
                aria-current={s.id === section ? 'page' : undefined}
                title={t(sectionKeys(s.id).hint)}
                onClick={() => go(s.id)}
              >
                {t(sectionKeys(s.id).label)}
                {s.id === 'team' && <TeamNavBadge />}
              </button>
            </li>
          ))}
        </ul>
        <SessionTimeLeft />
      </nav>
      <main className="content" id="content">
        <CertificateExpiryBanner />
        <BankSessionBanner />
        {section !== 'team' && <TeamStatusBanner />}
        <HistoryMaintenanceNotice />
        {/* A screen other than Home is read when first shown: a few milliseconds from this computer. */}
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </main>
      <ToastHost />
    </div>
  );
}
