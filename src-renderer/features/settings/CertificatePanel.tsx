import type { CertificateInfo } from '../../../src-shared/keys';
import type { ProfileView } from '../../../src-shared/profiles';
import { bulkpay } from '../../bridge';
import { StatusBadge } from '../../components/StatusBadge';
import { KeyFilesForm } from './KeyFilesForm';
import { runAction } from './settings-store';
import { formatDate } from '../accounts/format';

const day = (iso: string) => formatDate(iso);

export function ExpiryBadge({ certificate }: { certificate: CertificateInfo | null }) {
  if (!certificate) return <StatusBadge tone="neutral">No key</StatusBadge>;
  switch (certificate.expiry) {
    case 'expired':
      return <StatusBadge tone="danger">Certificate expired</StatusBadge>;
    case 'expiring':
      return <StatusBadge tone="warning">Expires in {certificate.daysLeft} days</StatusBadge>;
    case 'not_yet_valid':
      return <StatusBadge tone="warning">Not valid yet</StatusBadge>;
    default:
      return <StatusBadge tone="success">Certificate valid</StatusBadge>;
  }
}

/** The warning shown from 30 days before expiry, and the block once expired, with what to do. */
export function ExpiryWarning({ profile }: { profile: ProfileView }) {
  const c = profile.certificate;
  if (!c || (c.expiry !== 'expiring' && c.expiry !== 'expired')) return null;
  return (
    <div className={`notice notice-${c.expiry === 'expired' ? 'danger' : 'warning'}`} role="alert">
      {c.expiry === 'expired'
        ? `The QSEAL certificate of "${profile.name}" expired on ${day(c.validTo)}. Payments through this profile are blocked until you renew it (Certificate renewal below).`
        : `The QSEAL certificate of "${profile.name}" expires on ${day(c.validTo)} (${c.daysLeft} days). Order a new one from your trust service provider and renew it below before then.`}
    </div>
  );
}

export function CertificateFacts({ certificate }: { certificate: CertificateInfo }) {
  const rows: [string, string][] = [
    ['Subject', certificate.subject],
    ['Issuer', certificate.issuer],
    ['Organisation identifier', certificate.organisationIdentifier ?? '(none in the certificate)'],
    ['Serial number', certificate.serialNumber],
    ['Valid from', day(certificate.validFrom)],
    ['Valid until', day(certificate.validTo)],
    ['Key', certificate.keyBits ? `RSA ${certificate.keyBits} bits` : 'RSA'],
    ['SHA-256 fingerprint', certificate.fingerprintSha256],
  ];
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={label.includes('fingerprint') || label === 'Serial number' ? 'mono' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CertificatePanel({ profile }: { profile: ProfileView }) {
  return (
    <section className="panel" aria-labelledby="cert-heading">
      <h3 id="cert-heading">
        QSEAL key and certificate <ExpiryBadge certificate={profile.certificate} />
      </h3>
      {profile.certificate ? (
        <CertificateFacts certificate={profile.certificate} />
      ) : (
        <p>
          No key yet. Import the QSEAL private key and certificate your trust service provider issued. The key is kept
          in this computer's keychain and never shown again.
        </p>
      )}
      {profile.awaitingCertificate && (
        <p className="notice notice-info">
          A key generated here is waiting for its certificate: import only the certificate file when your trust service
          provider sends it.
        </p>
      )}
      {profile.demo ? (
        <p className="hint">The demo bank's key is installed automatically.</p>
      ) : profile.applicationId ? (
        <p className="hint">
          This key is registered with the bank. To change key or certificate, use Certificate renewal below.
        </p>
      ) : (
        <details open={!profile.certificate}>
          <summary>{profile.certificate ? 'Replace the key' : 'Import key and certificate'}</summary>
          <KeyFilesForm
            submitLabel="Check and import"
            busyLabel="Checking…"
            hint="Choose the key file and the certificate file (PEM), one PEM holding both, or one .p12/.pfx file. Keys must be RSA of 2048 bits or more."
            onSubmit={async (files, passphrase) =>
              (
                await runAction(
                  bulkpay.keys.import({ profileId: profile.id, files, passphrase }),
                  'Key and certificate imported into the keychain.',
                )
              ).ok
            }
          />
        </details>
      )}
    </section>
  );
}
