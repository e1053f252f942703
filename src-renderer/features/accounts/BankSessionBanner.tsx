import { useEffect } from 'react';
import { useNavigation } from '../../app/navigation';
import { useAccounts } from './accounts-store';
import { useT } from '../../i18n/useT';
import { waitingActions } from './format';

/**
 * Shown above every other screen when the bank session has ended while work was waiting on it
 * (a bulk being sent, a payment being followed): that work resumes once the user approves again.
 */
export function BankSessionBanner() {
  const { section, go } = useNavigation();
  const session = useAccounts((s) => s.session);
  const connect = useAccounts((s) => s.connect);
  useEffect(() => connect(), [connect]);
  const { t } = useT();
  if (section === 'accounts' || session.state !== 'needs_approval') return null;
  return (
    <div className="bank-session-banner" role="alert">
      {session.problem?.message ?? t('accountsScreens.sessionEnded')}
      {session.interrupted.length > 0 &&
        ` ${t('accountsScreens.waitingFor', { actions: waitingActions(session.interrupted) })}`}{' '}
      <button type="button" onClick={() => go('accounts')}>
        {t('accountsScreens.signInAgain')}
      </button>
    </div>
  );
}
