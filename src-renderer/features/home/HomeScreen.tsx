import { useEffect, useState } from 'react';
import { useNavigation } from '../../app/navigation';
import { StatusBadge } from '../../components/StatusBadge';
import { formatMoney } from '../accounts/format';
import { useAccounts } from '../accounts/accounts-store';
import { useBulks } from '../bulks/bulks-store';
import { useHistory } from '../history/history-store';
import { useHome } from './home-store';
import { runsInProgress } from './run-status';
import './home.css';

/** The first screen: where the user is, what to do first, runs on their way and the paying accounts. */
export function HomeScreen() {
  const connectHome = useHome((s) => s.connect);
  const connectAccounts = useAccounts((s) => s.connect);
  const loadOpen = useBulks((s) => s.loadOpen);
  useEffect(() => connectHome(), [connectHome]);
  useEffect(() => connectAccounts(), [connectAccounts]);
  useEffect(() => void loadOpen(), [loadOpen]);
  return (
    <div className="home">
      <h1>Home</h1>
      <WhereYouAre />
      <FirstSteps />
      <div className="home-columns">
        <RunsInProgress />
        <PayingAccounts />
      </div>
    </div>
  );
}

function WhereYouAre() {
  const { bank, loadError } = useHome();
  const go = useNavigation((s) => s.go);
  if (loadError) return <p className="home-notice home-notice-warning">{loadError}</p>;
  if (bank === undefined) return null;
  if (bank === null)
    return (
      <p className="home-notice home-notice-warning" role="status">
        No bank is set up, so nothing can be sent yet.{' '}
        <button type="button" className="link" onClick={() => go('settings')}>
          Set up a bank
        </button>
      </p>
    );
  return bank.demo ? (
    <p className="home-notice home-notice-demo" role="status">
      <strong>You are on the demo bank.</strong> It is a simulator inside Bulkpay: no real money moves, so try anything.
      Your real bank is set up in Settings.
    </p>
  ) : (
    <p className="home-notice" role="status">
      Payments go through <strong>{bank.name}</strong>. Real money moves when a bulk is approved.
    </p>
  );
}

function FirstSteps() {
  const { bank, demoEmail, openSample } = useHome();
  const session = useAccounts((s) => s.session);
  const go = useNavigation((s) => s.go);
  const signedIn = session.state === 'signed_in';
  return (
    <section className="panel home-steps" aria-labelledby="first-steps">
      <h2 id="first-steps">What to do first</h2>
      <ol>
        <li className={signedIn ? 'done' : undefined}>
          <h3>Sign in as the customer</h3>
          {signedIn ? (
            <p>Signed in as {session.email}.</p>
          ) : (
            <p>
              {bank?.demo && demoEmail ? (
                <>
                  On the demo bank, sign in as <strong>{demoEmail}</strong> with the password{' '}
                  <strong>demo-password</strong>; its &quot;phone&quot; approves by itself after a few seconds.
                </>
              ) : (
                'Sign in with the bank customer whose accounts pay, then approve the sign-in on the phone.'
              )}
            </p>
          )}
          <button type="button" className={signedIn ? undefined : 'primary'} onClick={() => go('accounts')}>
            {signedIn ? 'See the accounts' : 'Sign in on Accounts'}
          </button>
        </li>
        <li>
          <h3>Import a payment file</h3>
          <p>
            Import the CSV or pain.001 file your ERP or spreadsheet produced, or try the sample file: eight payments
            that go through the demo bank without a problem.
          </p>
          <div className="home-actions">
            <button type="button" onClick={() => go('payments')}>
              Import a payment file
            </button>
            <button
              type="button"
              onClick={() => {
                go('payments');
                void openSample();
              }}
            >
              Use the sample file
            </button>
          </div>
        </li>
        <li>
          <h3>{bank && !bank.demo ? 'Your bank profiles' : 'Set up your real bank'}</h3>
          <p>
            {bank && !bank.demo
              ? 'Bank profiles, QSEAL keys, the onboarding and certificate renewal are in Settings; so is the demo bank, to try things without real money.'
              : 'When you are ready for real payments, add your bank in Settings: its addresses, your QSEAL key and the onboarding. The demo bank stays available.'}
          </p>
          <button type="button" onClick={() => go('settings')}>
            Set up your bank
          </button>
        </li>
      </ol>
    </section>
  );
}

/** Bulks that are not finished: waiting for approval (with the time left), processing, or needing attention. */
function RunsInProgress() {
  const tracked = useBulks((s) => s.tracked);
  const showBulk = useHistory((s) => s.showBulk);
  const go = useNavigation((s) => s.go);
  const [now, setNow] = useState(() => Date.now());
  const open = runsInProgress(tracked, now);
  const waiting = open.some((t) => t.bulk.approvalDeadline);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  return (
    <section className="panel" aria-labelledby="runs-heading">
      <h2 id="runs-heading">Payment runs in progress</h2>
      {open.length === 0 ? (
        <p className="home-empty">
          No bulk is on its way. Import a payment file (or the sample file) and send it: its progress shows here until
          every payment has its outcome.
        </p>
      ) : (
        <ul className="home-runs">
          {open.map(({ bulk, problem, status }) => {
            return (
              <li key={bulk.id}>
                <button
                  type="button"
                  className="link home-run-title"
                  title="Open this bulk: every payment and what happened to it"
                  onClick={() => {
                    void showBulk(bulk.id);
                    go('history');
                  }}
                >
                  {bulk.fileName ?? 'Bulk'} · bulk {bulk.sequence}
                </button>
                <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                {status.timeLeft && <span className="home-run-time">{status.timeLeft} left to approve</span>}
                <span className="home-run-amount">{bulk.totalCount} payments</span>
                {problem && <span className="home-run-problem">{problem}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** "FI21 1234 5600 0007 85": IBANs are read and compared in groups of four. */
const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

function PayingAccounts() {
  const { session, accounts, loadingAccounts, accountsError } = useAccounts();
  const go = useNavigation((s) => s.go);
  const usable = accounts.filter((a) => !a.archived);
  return (
    <section className="panel" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">Paying accounts</h2>
      {session.state !== 'signed_in' ? (
        <p className="home-empty">
          Sign in as the customer to see the available balance of each account you can pay from.{' '}
          <button type="button" className="link" onClick={() => go('accounts')}>
            Sign in on Accounts
          </button>
        </p>
      ) : accountsError ? (
        <p className="home-notice home-notice-warning">{accountsError}</p>
      ) : loadingAccounts && usable.length === 0 ? (
        <p className="home-empty">Loading the accounts…</p>
      ) : (
        <table className="home-accounts">
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col">IBAN</th>
              <th scope="col" className="num">
                Available
              </th>
            </tr>
          </thead>
          <tbody>
            {usable.map((a) => (
              <tr key={a.handle}>
                <td>{a.name}</td>
                <td className="mono">{groupedIban(a.iban)}</td>
                <td className="num">{formatMoney(a.available, a.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
