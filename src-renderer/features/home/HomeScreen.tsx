import { useEffect, useState } from 'react';
import { useNavigation } from '../../app/navigation';
import { StatusBadge } from '../../components/StatusBadge';
import { AvailableBalance } from '../accounts/AvailableBalance';
import { useAccounts } from '../accounts/accounts-store';
import { useBulks } from '../bulks/bulks-store';
import { groupIban } from '../../../src-shared/payments/iban-groups';
import { useRun } from '../run/run-store';
import { useT } from '../../i18n/useT';
import { InboxOffer } from '../inbox/InboxOffer';
import { useHome } from './home-store';
import { runsInProgress } from './run-status';
import './home.css';

/** The first screen: where the user is, what to do first, runs on their way and the paying accounts. */
export function HomeScreen() {
  const { t } = useT();
  const connectHome = useHome((s) => s.connect);
  const connectAccounts = useAccounts((s) => s.connect);
  const loadOpen = useBulks((s) => s.loadOpen);
  useEffect(() => connectHome(), [connectHome]);
  useEffect(() => connectAccounts(), [connectAccounts]);
  useEffect(() => void loadOpen(), [loadOpen]);
  return (
    <div className="home">
      <h1>{t('run.homeTitle')}</h1>
      <WhereYouAre />
      <InboxOffer />
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
  const { t } = useT();
  const go = useNavigation((s) => s.go);
  if (loadError) return <p className="home-notice home-notice-warning">{loadError}</p>;
  if (bank === undefined) return null;
  if (bank === null)
    return (
      <p className="home-notice home-notice-warning" role="status">
        {t('run.homeNoBank')}{' '}
        <button type="button" className="link" onClick={() => go('settings')}>
          {t('run.homeSetUpBank')}
        </button>
      </p>
    );
  return bank.demo ? (
    <p className="home-notice home-notice-demo" role="status">
      <strong>{t('run.homeDemoStrong')}</strong> {t('run.homeDemoText')}
    </p>
  ) : (
    <p className="home-notice" role="status">
      {t('run.homeRealBank', { bank: bank.name })}
    </p>
  );
}

function FirstSteps() {
  const { bank, demoEmail, openSample } = useHome();
  const session = useAccounts((s) => s.session);
  const go = useNavigation((s) => s.go);
  const signedIn = session.state === 'signed_in';
  const { t } = useT();
  return (
    <section className="panel home-steps" aria-labelledby="first-steps">
      <h2 id="first-steps">{t('run.homeFirstSteps')}</h2>
      <ol>
        <li className={signedIn ? 'done' : undefined}>
          <h3>{t('run.homeSignInTitle')}</h3>
          {signedIn ? (
            <p>{t('run.homeSignedInAs', { email: session.email })}</p>
          ) : (
            <p>
              {bank?.demo && demoEmail ? (
                <>
                  {t('run.homeDemoSignInBefore')} <strong>{demoEmail}</strong> {t('run.homeDemoSignInMiddle')}{' '}
                  <strong>demo-password</strong>; {t('run.homeDemoSignInAfter')}
                </>
              ) : (
                t('run.homeSignInText')
              )}
            </p>
          )}
          <button type="button" className={signedIn ? undefined : 'primary'} onClick={() => go('accounts')}>
            {signedIn ? t('run.homeSeeAccounts') : t('run.homeSignInButton')}
          </button>
        </li>
        <li>
          <h3>{t('run.homeImportTitle')}</h3>
          <div className="home-step-text">
            <p>{t('run.homeImportText')}</p>
            {bank?.demo && <p>{t('run.homeChangedSampleText')}</p>}
          </div>
          <div className="home-actions">
            <button type="button" onClick={() => go('payments')}>
              {t('run.homeImportTitle')}
            </button>
            <button
              type="button"
              onClick={() => {
                go('payments');
                void openSample();
              }}
            >
              {t('run.useSample')}
            </button>
            {bank?.demo && (
              <button
                type="button"
                onClick={() => {
                  go('payments');
                  void openSample('changed');
                }}
              >
                {t('run.useChangedSample')}
              </button>
            )}
          </div>
        </li>
        <li>
          <h3>{bank && !bank.demo ? t('run.homeProfilesTitle') : t('run.homeRealBankTitle')}</h3>
          <p>{bank && !bank.demo ? t('run.homeProfilesText') : t('run.homeRealBankText')}</p>
          <button type="button" onClick={() => go('settings')}>
            {t('run.homeSetUpYourBank')}
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
                onClick={() => {
                  if (window.confirm(t('run.confirmDiscard', { file: d.fileName }))) void discard(d.id);
                }}
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

function PayingAccounts() {
  const { session, accounts, fetchedAt, loadingAccounts, accountsError } = useAccounts();
  const go = useNavigation((s) => s.go);
  const usable = accounts.filter((a) => !a.archived);
  const { t } = useT();
  return (
    <section className="panel" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">{t('run.homeAccounts')}</h2>
      {session.state !== 'signed_in' ? (
        <p className="home-empty">
          {t('run.homeAccountsSignIn')}{' '}
          <button type="button" className="link" onClick={() => go('accounts')}>
            {t('run.homeSignInButton')}
          </button>
        </p>
      ) : accountsError ? (
        <p className="home-notice home-notice-warning">{accountsError}</p>
      ) : loadingAccounts && usable.length === 0 ? (
        <p className="home-empty">{t('run.homeLoadingAccounts')}</p>
      ) : (
        <table className="home-accounts">
          <thead>
            <tr>
              <th scope="col">{t('run.homeAccount')}</th>
              <th scope="col">IBAN</th>
              <th scope="col" className="num">
                {t('run.homeAvailable')}
              </th>
            </tr>
          </thead>
          <tbody>
            {usable.map((a) => (
              <tr key={a.handle}>
                <td>{a.name}</td>
                <td className="mono">{groupIban(a.iban)}</td>
                <td className="num">
                  <AvailableBalance account={a} fetchedAt={fetchedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
