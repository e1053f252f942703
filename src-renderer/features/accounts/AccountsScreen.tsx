import { useEffect, useState } from 'react';
import { AccountsList } from './AccountsList';
import { formatTime } from './format';
import { SignInForm, WaitingForApproval } from './SignIn';
import { SinglePayment } from './SinglePayment';
import { TransactionDetail } from './TransactionDetail';
import { Transactions } from './Transactions';
import { useAccounts } from './accounts-store';
import { useBulks } from '../bulks/bulks-store';
import { useT } from '../../i18n/useT';

type Tab = 'accounts' | 'pay';

/** Accounts section: bank sign-in with phone approval, accounts and transactions, single payments. */
export function AccountsScreen() {
  const connect = useAccounts((s) => s.connect);
  const session = useAccounts((s) => s.session);
  const signOut = useAccounts((s) => s.signOut);
  const hasAccounts = useAccounts((s) => s.accounts.length > 0);
  const [tab, setTab] = useState<Tab>('accounts');
  const { t } = useT();
  const loadOpenBulks = useBulks((s) => s.loadOpen);
  useEffect(() => connect(), [connect]);
  // The bulks still on their way, so the balances can show the money they reserve.
  useEffect(() => void loadOpenBulks(), [loadOpenBulks]);

  if (session.state === 'signed_out' || (session.state === 'waiting' && !hasAccounts)) {
    return (
      <div className="accounts-feature">
        <h1>{t('accounts.title')}</h1>
        {session.state === 'waiting' ? <WaitingForApproval /> : <SignInForm />}
      </div>
    );
  }
  return (
    <div className="accounts-feature">
      <h1>{t('accounts.title')}</h1>
      <header className="section-head session-bar">
        <span>
          {session.state === 'signed_in' ? t('accounts.signedIn') : t('accounts.paused')}
          {session.email && t('accounts.as', { email: session.email })}
          {session.sessionExpiresAt && (
            <span className="muted">{t('accounts.sessionEnds', { time: formatTime(session.sessionExpiresAt) })}</span>
          )}
        </span>
        <nav className="tabs" aria-label={t('accounts.title')}>
          <button type="button" aria-pressed={tab === 'accounts'} onClick={() => setTab('accounts')}>
            {t('accounts.tabAccounts')}
          </button>
          <button type="button" aria-pressed={tab === 'pay'} onClick={() => setTab('pay')}>
            {t('accounts.tabPay')}
          </button>
        </nav>
        <button type="button" onClick={() => void signOut()}>
          {t('accounts.signOut')}
        </button>
      </header>
      {session.state === 'waiting' && <WaitingForApproval />}
      {session.state === 'needs_approval' && <SignInForm />}
      {tab === 'accounts' ? (
        <>
          <AccountsList />
          <Transactions />
          <TransactionDetail />
        </>
      ) : (
        <SinglePayment />
      )}
    </div>
  );
}
