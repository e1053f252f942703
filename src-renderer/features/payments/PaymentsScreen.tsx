import { useEffect, useState, type ReactNode } from 'react';
import { csvTemplate } from '../../../src-shared/import/mapping';
import { MAX_FILE_BYTES } from '../../../src-shared/import/decode';
import { ProgressBar } from '../../components/ProgressBar';
import { BulkList } from './BulkList';
import { summaryLine } from './format';
import { MappingStep } from './MappingStep';
import { PaymentTable } from './PaymentTable';
import { ProblemList } from './ProblemList';
import { SettingsBar } from './SettingsBar';
import { useHome } from '../home/home-store';
import { useSettings } from '../settings/settings-store';
import { STRICTEST_SET } from '../../../src-shared/payments/charset';
import { useRun } from '../run/run-store';
import { usePaymentImport } from './store';
import './payments.css';
import { useT } from '../../i18n/useT';

// The worker's and the store's progress stages, in the user's language.
const STAGES: Record<string, string> = {
  Reading: 'fix.stageReading',
  'Applying the mapping': 'fix.stageMapping',
  'Checking payments': 'fix.stageChecking',
};

/**
 * The Import and Fix steps of a run: choose a file, confirm its columns, see and fix every
 * problem, see the bulks; `footer` is the way on (the run's "Review before sending").
 */
export function PaymentsScreen({ footer }: { footer?: ReactNode }) {
  const { phase, progress, failure, fileName, file, result, onlyProblems, setOnlyProblems, loadTemplates, clear } =
    usePaymentImport();
  const [focusRow, setFocusRow] = useState<{ row: number; at: number }>();
  const { t } = useT();
  useEffect(() => void loadTemplates(), [loadTemplates]);
  // The rules warn about the characters the active profile's bank does not take (its set, from main).
  const bankSet = useSettings((s) => s.profiles.find((p) => p.active)?.characterSet) ?? STRICTEST_SET;
  const setCharacterSet = usePaymentImport((s) => s.setCharacterSet);
  const payeeBookProblem = usePaymentImport((s) => s.payeeBookProblem);
  useEffect(() => setCharacterSet(bankSet), [bankSet, setCharacterSet]);

  if (phase === 'empty') return <FileChooser failure={failure} />;
  return (
    <div className="payments-screen">
      <header className="import-header">
        <h1>{fileName}</h1>
        <button type="button" onClick={clear}>
          {t('payments.chooseAnother')}
        </button>
      </header>
      {progress && (
        <div className="import-progress">
          <span>{t(STAGES[progress.stage] ?? '', { defaultValue: progress.stage })}…</span>
          <ProgressBar
            label={t(STAGES[progress.stage] ?? '', { defaultValue: progress.stage })}
            value={progress.fraction}
          />
        </div>
      )}
      {failure && (
        <p className="import-failure" role="alert">
          {failure}
        </p>
      )}
      {phase !== 'reading' && <SettingsBar />}
      {/* a new header line is a new set of columns: the step starts again from their guess */}
      {phase === 'mapping' && <MappingStep key={file?.headerLine} />}
      {phase === 'review' && result && (
        <>
          <p
            className={`import-summary${result.errorCount ? ' has-errors' : ''}`}
            role="status"
            data-testid="import-summary"
          >
            {summaryLine(result)}
          </p>
          {payeeBookProblem && (
            <p className="payee-book-problem" role="status" data-testid="payee-book-problem">
              {t(payeeBookProblem === 'unavailable' ? 'payments.payeeBookUnavailable' : 'payments.payeeBookFailed')}
            </p>
          )}
          <label className="only-problems">
            <input type="checkbox" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} />{' '}
            {t('payments.onlyProblems')}
          </label>
          {/* A file without problems gives the table the whole width (the list only says so, above it). */}
          <div
            className={`import-review${result && !result.errorCount && !result.warningCount ? ' import-review-clean' : ''}`}
          >
            <PaymentTable focusRow={focusRow} />
            <aside className="import-problems" aria-labelledby="problems-heading">
              <h2 id="problems-heading">{t('payments.problems')}</h2>
              <ProblemList onSelect={(row) => setFocusRow({ row, at: Date.now() })} />
            </aside>
          </div>
          <BulkList />
          {footer}
        </>
      )}
    </div>
  );
}

function FileChooser({ failure }: { failure: string | undefined }) {
  const open = useRun((s) => s.openFile);
  const prepare = usePaymentImport((s) => s.prepare);
  useEffect(() => prepare(), [prepare]);
  const openSample = useHome((s) => s.openSample);
  const [dragging, setDragging] = useState(false);
  const { t } = useT();
  const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(csvTemplate())}`;
  return (
    <section className="file-chooser" aria-labelledby="import-title">
      <h1 id="import-title">{t('payments.importTitle')}</h1>
      <p>{t('payments.importIntro')}</p>
      <label
        className={dragging ? 'drop-zone dragging' : 'drop-zone'}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const file = e.dataTransfer.files[0];
          if (file) void open(file);
        }}
      >
        <span>{t('payments.drop')}</span>
        <input
          type="file"
          accept=".csv,.txt,.tsv,.xml,.xlsx"
          aria-label={t('payments.fileInput')}
          onChange={(e) => e.target.files?.[0] && void open(e.target.files[0])}
        />
      </label>
      <p className="hint">{t('payments.sizeLimit', { mb: MAX_FILE_BYTES / 1048576 })}</p>
      {failure && (
        <p className="import-failure" role="alert">
          {failure}
        </p>
      )}
      <p>
        <a className="button" href={templateHref} download="bulkpay-payments-template.csv">
          {t('payments.template')}
        </a>{' '}
        <button type="button" onClick={() => void openSample()}>
          {t('fix.useSample')}
        </button>
      </p>
    </section>
  );
}
