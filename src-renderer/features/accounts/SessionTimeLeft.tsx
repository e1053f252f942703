import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import { useAccounts } from './accounts-store';

/**
 * How long the bank session lasts, always in sight (the sidebar), since sending a bulk, a payment or
 * reading balances all need it: "Bank session: 12 min left". Nothing when signed out.
 */
export function SessionTimeLeft() {
  const { t } = useT();
  const session = useAccounts((s) => s.session);
  const connect = useAccounts((s) => s.connect);
  useEffect(() => connect(), [connect]);
  const [now, setNow] = useState(() => Date.now());
  const ends = session.state === 'signed_in' ? session.sessionExpiresAt : null;
  useEffect(() => {
    if (!ends) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [ends]);
  if (!ends) return null;
  const minutes = Math.max(0, Math.ceil((Date.parse(ends) - now) / 60_000));
  return (
    <p className="session-left" role="status" data-testid="session-left">
      {t('accounts.sessionLeft', { count: minutes })}
    </p>
  );
}
