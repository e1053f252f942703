import { useEffect, useState } from 'react';
import { useNavigation } from '../../app/navigation';
import { StatusBadge } from '../../components/StatusBadge';
import { formatMoney } from '../accounts/format';
import { useAccounts } from '../accounts/accounts-store';
import { useBulks } from '../bulks/bulks-store';
import { useRun } from '../run/run-store';
import { useT } from '../../i18n/useT';
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

/**
 * Runs in progress: those not sent yet (kept by main, resumed at their step with the edits
 * replayed), then bulks not finished: waiting for approval (time left), processing, or needing
 * attention. Opening one lands on its step of the run.
 */
function RunsInProgress() {
  const tracked = useBulks((s) => s.tracked);
  const { drafts, loadDrafts, resume, discard, openSent } = useRun();
  const go = useNavigation((s) => s.go);
  const { t } = useT();
  const [now, setNow] = useState(() => Date.now());
  const open = runsInProgress(tracked, now);
  const waiting = open.some((t) => t.bulk.approvalDeadline);
  useEffect(() => {
    void loadDrafts();
  }, [loadDrafts]);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  return (
    <section className="panel" aria-labelledby="runs-heading">
      <h2 id="runs-heading">{t('run.homeRuns')}</h2>
      {open.length === 0 && drafts.length === 0 ? (
        <p className="home-empty">{t('run.homeRunsEmpty')}</p>
      ) : (
        <ul className="home-runs" data-testid="home-runs">
          {drafts.map((d) => (
            <li key={d.id} data-testid="home-draft">
              <button
                type="button"
                className="link home-run-title"
                title={t('run.homeOpenHint')}
                onClick={() => {
                  go('payments');
                  void resume(d.id);
                }}
              >
                {t('run.draftContinue', { file: d.fileName })}
              </button>
              <StatusBadge tone={d.problemCount > 0 ? 'warning' : 'info'}>
                {d.problemCount > 0 ? t('run.draftFix', { count: d.problemCount }) : t('run.draftReady')}
              </StatusBadge>
              <span className="home-run-amount">{t('run.cardPayments', { count: d.rowCount })}</span>
              <button
                type="button"
                className="link"
                aria-label={t('run.draftDiscardLabel', { file: d.fileName })}
                onClick={() => void discard(d.id)}
              >
                {t('run.draftDiscard')}
              </button>
            </li>
          ))}
          {open.map(({ bulk, problem, status }) => {
            return (
              <li key={bulk.id}>
                <button
                  type="button"
                  className="link home-run-title"
                  title={t('run.homeOpenHint')}
                  onClick={() => {
                    openSent(bulk);
                    go('payments');
                  }}
                >
                  {bulk.fileName
                    ? t('run.homeBulk', { file: bulk.fileName, sequence: bulk.sequence })
                    : t('run.homeBulkNoFile', { sequence: bulk.sequence })}
                </button>
                <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                {status.timeLeft && (
                  <span className="home-run-time">{t('run.homeLeft', { left: status.timeLeft })}</span>
                )}
                <span className="home-run-amount">{t('run.cardPayments', { count: bulk.totalCount })}</span>
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
