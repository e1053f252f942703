import type { CertificateInfo } from '../../../src-shared/keys';
import type { ProfileView } from '../../../src-shared/profiles';
import { bulkpay } from '../../bridge';
import { StatusBadge } from '../../components/StatusBadge';
import { KeyFilesForm } from './KeyFilesForm';
import { runAction } from './settings-store';
import { formatDate } from '../accounts/format';
import { useT } from '../../i18n/useT';

const day = (iso: string) => formatDate(iso);

export function ExpiryBadge({ certificate }: { certificate: CertificateInfo | null }) {
  const { t } = useT();
  if (!certificate) return <StatusBadge tone="neutral">{t('settingsPanels.noKey')}</StatusBadge>;
  switch (certificate.expiry) {
    case 'expired':
      return <StatusBadge tone="danger">{t('settingsPanels.certificateExpired')}</StatusBadge>;
    case 'expiring':
      return (
        <StatusBadge tone="warning">{t('settingsPanels.expiresInDays', { count: certificate.daysLeft })}</StatusBadge>
      );
    case 'not_yet_valid':
      return <StatusBadge tone="warning">{t('settingsPanels.notValidYet')}</StatusBadge>;
    default:
      return <StatusBadge tone="success">{t('settingsPanels.certificateValid')}</StatusBadge>;
  }
}

/** The warning shown from 30 days before expiry, and the block once expired, with what to do. */
export function ExpiryWarning({ profile }: { profile: ProfileView }) {
  const { t } = useT();
  const c = profile.certificate;
  if (!c || (c.expiry !== 'expiring' && c.expiry !== 'expired')) return null;
  return (
    <div className={`notice notice-${c.expiry === 'expired' ? 'danger' : 'warning'}`} role="alert">
      {c.expiry === 'expired'
        ? t('settingsPanels.expiredWarning', { name: profile.name, date: day(c.validTo) })
        : t('settingsPanels.expiringWarning', { name: profile.name, date: day(c.validTo), count: c.daysLeft })}
    </div>
  );
}

export function CertificateFacts({ certificate }: { certificate: CertificateInfo }) {
  const { t } = useT();
  const rows: [string, string, boolean?][] = [
    [t('settingsPanels.subject'), certificate.subject],
    [t('settingsPanels.issuer'), certificate.issuer],
    [
      t('settingsPanels.organisationIdentifier'),
      certificate.organisationIdentifier ?? t('settingsPanels.noneInCertificate'),
    ],
    [t('settingsPanels.serialNumber'), certificate.serialNumber, true],
    [t('settingsPanels.validFrom'), day(certificate.validFrom)],
    [t('settingsPanels.validUntil'), day(certificate.validTo)],
    [t('settingsPanels.key'), certificate.keyBits ? t('settingsPanels.rsaBits', { bits: certificate.keyBits }) : 'RSA'],
    [t('settingsPanels.fingerprint'), certificate.fingerprintSha256, true],
  ];
  return (
    <dl className="facts">
      {rows.map(([label, value, mono]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={mono ? 'mono' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CertificatePanel({ profile }: { profile: ProfileView }) {
  const { t } = useT();
  return (
    <section className="panel" aria-labelledby="cert-heading">
      <h3 id="cert-heading">
        {t('settingsPanels.certificateHeading')} <ExpiryBadge certificate={profile.certificate} />
      </h3>
      {profile.certificate ? (
        <CertificateFacts certificate={profile.certificate} />
      ) : (
        <p>{t('settingsPanels.noKeyYet')}</p>
      )}
      {profile.awaitingCertificate && <p className="notice notice-info">{t('settingsPanels.awaitingCertificate')}</p>}
      {profile.demo ? (
        <p className="hint">{t('settingsPanels.demoKey')}</p>
      ) : profile.applicationId ? (
        <p className="hint">{t('settingsPanels.keyRegistered')}</p>
      ) : (
        <details open={!profile.certificate}>
          <summary>{profile.certificate ? t('settingsPanels.replaceKey') : t('settingsPanels.importKey')}</summary>
          <KeyFilesForm
            submitLabel={t('settingsPanels.checkAndImport')}
            busyLabel={t('settingsPanels.checking')}
            hint={t('settingsPanels.importHint')}
            onSubmit={async (files, passphrase) =>
              (
                await runAction(bulkpay.keys.import({ profileId: profile.id, files, passphrase }), {
                  key: 'settingsPanels.keyImported',
                })
              ).ok
            }
          />
        </details>
      )}
    </section>
  );
}
