import { useEffect } from 'react';
import { useNavigation } from '../../app/navigation';
import { StatusBadge } from '../../components/StatusBadge';
import { useToasts } from '../../components/Toast';
import { useT } from '../../i18n/useT';
import { formatTotals } from '../payments/format';
import { useInbox } from './inbox-store';
import type { InboxFile } from '../../../src-shared/ipc/channels/inbox';

/**
 * Home: the files the ERP dropped into the inbox ("2 new files from the ERP"). Opening one goes to
 * the import screen as if the user had chosen the file; a file that could not be read says why
 * and where it is kept, until dismissed. Nothing when the inbox has nothing new.
 */
export function InboxOffer() {
  const { files, connect } = useInbox();
  const { t } = useT();
  useEffect(() => connect(), [connect]);
  const read = files.filter((f) => f.outcome === 'read');
  const rejected = files.filter((f) => f.outcome === 'rejected');
  if (files.length === 0) return null;
  return (
    <section className="panel home-inbox" aria-labelledby="inbox-offer-heading">
      <h2 id="inbox-offer-heading">
        {read.length > 0 ? t('run.homeInboxNew', { count: read.length }) : t('erpReports.inbox')}
      </h2>
      {read.length > 0 && (
        <ul className="home-runs" data-testid="home-inbox">
          {read.map((f) => (
            <ReadFile key={f.sha256} file={f} />
          ))}
        </ul>
      )}
      {rejected.map((f) => (
        <RejectedFile key={f.sha256} file={f} />
      ))}
    </section>
  );
}

function ReadFile({ file }: { file: InboxFile }) {
  const open = useInbox((s) => s.open);
  const go = useNavigation((s) => s.go);
  const show = useToasts((s) => s.show);
  const { t } = useT();
  return (
    <li>
      <button
        type="button"
        className="link home-run-title"
        title={t('run.homeOpenHint')}
        onClick={() => {
          go('payments');
          void open(file.sha256).then((problem) => problem && show('error', problem));
        }}
      >
        {file.name}
      </button>
      <StatusBadge tone={file.errors > 0 ? 'warning' : 'info'}>
        {file.errors > 0 ? t('run.draftFix', { count: file.errors }) : t('run.draftReady')}
      </StatusBadge>
      <span className="home-run-amount">
        {t('run.cardPayments', { count: file.payments })} · {formatTotals(file.totals)}
      </span>
    </li>
  );
}

function RejectedFile({ file }: { file: InboxFile }) {
  const dismiss = useInbox((s) => s.dismiss);
  const { t, message } = useT();
  const why = file.reason ? message(file.reason) : '';
  return (
    <p className="home-notice home-notice-warning" role="status">
      {t('run.homeInboxRejected', { file: file.name, why })}{' '}
      {t('run.homeInboxRejectedWhere', { path: file.storedPath })}{' '}
      <button
        type="button"
        className="link"
        aria-label={t('run.homeInboxDismissLabel', { file: file.name })}
        onClick={() => void dismiss(file.sha256)}
      >
        {t('run.homeInboxDismiss')}
      </button>
    </p>
  );
}
