import { useEffect, useRef, type ComponentType } from 'react';
import { useT } from '../../i18n/useT';
import { BulkCard } from '../bulks/BulkCard';
import { SendPanel } from '../bulks/SendPanel';
import { useBulks } from '../bulks/bulks-store';
import { BulkDetailView } from '../history/BulkDetailView';
import { useHistory } from '../history/history-store';
import { PaymentsScreen } from '../payments/PaymentsScreen';
import { usePaymentImport } from '../payments/store';
import { formatTotals } from '../payments/format';
import { sumTotals } from '../../../src-shared/payments/sum-totals';
import { useRun } from './run-store';
import { currentStep, refusedLeft } from './run-progress';
import { ReleaseWaiting } from '../team/ReleaseWaiting';
import { SubmitForRelease } from '../team/SubmitForRelease';
import { useTeam } from '../team/team-store';
import { RUN_STEPS, TEAM_RUN_STEPS } from './steps';
import { Stepper } from './Stepper';
import { useFooterSpace } from './use-footer-space';
import './run.css';

/**
 * The screen of each step, by step id. A new step (team mode's "release") adds its entry here
 * and its place in RUN_STEPS; nothing else in the run changes.
 */
export const STEP_SCREENS: Record<string, ComponentType> = {
  import: () => <PaymentsScreen />,
  fix: () => <PaymentsScreen footer={<FixFooter />} />,
  review: ReviewScreen,
  release: () => <ReleaseWaiting newRun={<NewRun />} correct={<CorrectReturned />} onSent={followTeamSend} />,
  approve: ApproveScreen,
  outcome: OutcomeScreen,
};

/** The released run was sent from this desktop: the guided run follows its bulks to Approve and Outcome. */
function followTeamSend(bulkIds: string[]): void {
  void useBulks.getState().loadOpen();
  useRun.getState().followSent(bulkIds);
}

/** One payment run, one file on its way to the bank, as steps: Import → Fix → Review → Approve → Outcome. */
export function RunScreen() {
  const run = useRun();
  const phase = usePaymentImport((s) => s.phase);
  const tracked = useBulks((s) => s.tracked);
  const step = currentStep(run, phase, tracked);
  const sending = useBulks((s) => s.busy === 'sending');
  // Team mode: nothing is sent from the run itself; a second person releases it first.
  const team = useTeam((s) => Boolean(s.view?.configured));
  const steps = team ? TEAM_RUN_STEPS : RUN_STEPS;
  const Screen = STEP_SCREENS[step] ?? STEP_SCREENS.fix!;
  const shown = useRef(step);
  const bulkOpen = useHistory((s) => s.openBulk !== undefined);
  // Each step opens at its top; on a step change focus moves to the new step's h1, so a screen
  // reader says where the user is (not on first showing: focus stays where navigation put it).
  useEffect(() => {
    document.getElementById('content')?.scrollTo?.(0, 0);
    if (shown.current === step) return;
    shown.current = step;
    const heading = document.querySelector<HTMLElement>('.run-screen h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [step]);
  if (bulkOpen) return <BulkDetailView />;
  return (
    <div className="run-screen">
      {/* While sending, the table is what is being sent: no other step may be opened to change it. */}
      <Stepper steps={steps} current={step} onOpen={run.goTo} locked={sending} />
      {run.resuming && <RunNote textKey="run.resuming" />}
      {run.error && (
        <p className="bulk-problem" role="alert">
          {run.error}
        </p>
      )}
      {run.saveError && (
        <p className="bulk-problem" role="alert" data-testid="run-save-error">
          {run.saveError}
        </p>
      )}
      {/* Inert while a run is replayed: an edit made meanwhile would be lost or land on the wrong row. */}
      <div inert={run.resuming}>
        <Screen />
      </div>
    </div>
  );
}

function RunNote({ textKey }: { textKey: string }) {
  const { t } = useT();
  return (
    <p className="hint" role="status">
      {t(textKey)}
    </p>
  );
}

/** Fix → Review: the paying account, then the review, only when no row has an error. */
function FixFooter() {
  const result = usePaymentImport((s) => s.result);
  const { t } = useT();
  const errors = result?.errorCount ?? 0;
  const empty = !result || result.rowCount === 0;
  const footer = useRef<HTMLDivElement>(null);
  useFooterSpace(footer);
  return (
    <div className="run-footer" ref={footer}>
      <p className="hint" role="status" data-testid="fix-left">
        {empty ? t('run.fixEmpty') : errors > 0 ? t('run.fixLeft', { count: errors }) : t('run.fixDone')}
      </p>
      <SendPanel part="account" />
    </div>
  );
}

function ReviewScreen() {
  const fileName = usePaymentImport((s) => s.fileName);
  const goTo = useRun((s) => s.goTo);
  const sending = useBulks((s) => s.busy === 'sending');
  const team = useTeam((s) => Boolean(s.view?.configured));
  const submitted = useTeam((s) => s.submitted);
  const before = useRef(submitted);
  const { t } = useT();
  // A new review: neither the run submitted before (here or in Team) nor an earlier check of
  // other rows (before going back to Fix) is this one's.
  useEffect(() => useTeam.getState().clearSubmission(), []);
  // Submitted from here: the payments now belong to the team run, so the run's draft is forgotten
  // (Home must not offer them again) and the run goes on to wait for its release.
  useEffect(() => {
    if (submitted && submitted !== before.current) {
      const draft = useRun.getState().draftId;
      if (draft) void useRun.getState().discard(draft);
      goTo('release');
    }
    before.current = submitted;
  }, [submitted, goTo]);
  return (
    <div className="run-review">
      <header className="import-header">
        <h1>{t('run.reviewTitle', { file: fileName })}</h1>
        <button type="button" onClick={() => goTo('fix')} disabled={sending}>
          {t('run.backToFix')}
        </button>
      </header>
      {team ? <SubmitForRelease /> : <SendPanel part="review" />}
    </div>
  );
}

/** The run's bulks, as the bank last reported them. */
function useRunBulks() {
  const ids = useRun((s) => s.bulkIds);
  const tracked = useBulks((s) => s.tracked);
  return tracked.filter((t) => ids.includes(t.bulk.id)).sort((a, b) => a.bulk.sequence - b.bulk.sequence);
}

/** A bulk of the run opens here, in Payments (the sidebar stays where the user is); Back returns to the run. */
async function openBulk(bulkId: string): Promise<void> {
  await useHistory.getState().showBulk(bulkId);
}

function RunBulks({ label }: { label: string }) {
  const bulks = useRunBulks();
  return (
    <ul className="bulk-cards" aria-label={label}>
      {bulks.map((b) => (
        <BulkCard key={b.bulk.id} bulk={b.bulk} problem={b.problem} onOpen={() => void openBulk(b.bulk.id)} />
      ))}
    </ul>
  );
}

function ApproveScreen() {
  const bulks = useRunBulks();
  const { t } = useT();
  const waiting = bulks.filter((b) => b.bulk.state === 'pending_approval').length;
  return (
    <div className="run-approve">
      <h1>{t('run.approveTitle')}</h1>
      <p className="run-lead">{waiting > 0 ? t('run.approveLead', { count: waiting }) : t('run.approveProcessing')}</p>
      <RefusedLeft />
      <RunBulks label={t('send.onTheirWay')} />
      <NewRun />
    </div>
  );
}

function OutcomeScreen() {
  const bulks = useRunBulks();
  const { t } = useT();
  const total = bulks.reduce((n, b) => n + b.bulk.totalCount, 0);
  const paid = bulks.reduce((n, b) => n + b.bulk.paidCount, 0);
  const paidTotals = sumTotals(bulks.map((b) => b.bulk.paidTotals ?? {}));
  const notPaid = sumTotals(bulks.map((b) => b.bulk.notPaidTotals ?? {}));
  return (
    <div className="run-outcome">
      <h1>{t('run.outcomeTitle')}</h1>
      <p className="run-lead" data-testid="run-outcome">
        {t('run.outcomeLead', { paid, total })}
        {Object.keys(paidTotals).length > 0 && Object.keys(notPaid).length > 0
          ? ` ${t('run.outcomeAmounts', { paid: formatTotals(paidTotals), notPaid: formatTotals(notPaid) })}`
          : ''}
      </p>
      <RefusedLeft />
      <RunBulks label={t('run.outcomeBulks')} />
      <NewRun />
    </div>
  );
}

/**
 * Payments the bank refused stay on the table: a way back to fix and send them. Offered only when
 * the table holds exactly the refused bulks' payments; anything else (the table changed while
 * sending) could send a payment twice, so the user is sent to History instead.
 */
function RefusedLeft() {
  const left = usePaymentImport((s) => (s.phase === 'review' ? s.rows.length : 0));
  const offer = refusedLeft(
    left,
    useRunBulks().map((b) => b.bulk),
  );
  const fixRefused = useRun((s) => s.fixRefused);
  const { t } = useT();
  if (offer === 'none') return null;
  if (offer === 'unmatched')
    return (
      <p className="bulk-problem" role="alert" data-testid="refused-unmatched">
        {t('run.refusedUnmatched')}
      </p>
    );
  return (
    <div className="run-refused" role="group" aria-label={t('run.refusedGroup')}>
      <p>{t('run.refusedLeft', { count: left })}</p>
      <button type="button" onClick={fixRefused}>
        {t('run.fixRefused', { count: left })}
      </button>
    </div>
  );
}

/** A run the approver returned: its payments are still on the table, to correct and submit again. */
function CorrectReturned() {
  const left = usePaymentImport((s) => (s.phase === 'review' ? s.rows.length : 0));
  const { t } = useT();
  if (left === 0) return null;
  return (
    <div className="bulk-actions">
      <button
        type="button"
        className="primary"
        onClick={() => {
          useTeam.getState().clearSubmission();
          useRun.getState().goTo('fix');
        }}
      >
        {t('teamUi2.correct', { count: left })}
      </button>
    </div>
  );
}

function NewRun() {
  const newRun = useRun((s) => s.newRun);
  const { t } = useT();
  return (
    <div className="bulk-actions">
      <button type="button" onClick={newRun}>
        {t('run.newRun')}
      </button>
    </div>
  );
}
