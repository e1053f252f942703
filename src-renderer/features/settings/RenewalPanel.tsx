import type { ProfileView } from '../../../src-shared/profiles';
import { bulkpay } from '../../bridge';
import { useToasts } from '../../components/Toast';
import { KeyFilesForm } from './KeyFilesForm';
import { runAction } from './settings-store';

/**
 * Certificate renewal: the new certificate (and key, when it changes) is checked, sent to the
 * bank, and used only once the bank confirmed. Needs a current onboarding login.
 */
export function RenewalPanel({ profile, loginHint }: { profile: ProfileView; loginHint: string }) {
  const toasts = useToasts();
  if (!profile.applicationId || !profile.certificate || profile.demo) return null;
  return (
    <section className="panel" aria-labelledby="renewal-heading">
      <h3 id="renewal-heading">Certificate renewal</h3>
      {profile.renewalNotice && (
        <p className="notice notice-warning" role="alert">
          {profile.renewalNotice}
        </p>
      )}
      <p>
        When your trust service provider issues a new QSEAL certificate, register it here. The current key keeps signing
        until the bank confirms the new certificate; then Bulkpay switches to it at once.
      </p>
      <KeyFilesForm
        submitLabel="Check and renew with the bank"
        busyLabel="Renewing…"
        hint="Choose the new certificate, plus the new key file if the key changed (or one .p12/.pfx). A certificate for a key generated here needs no key file."
        onSubmit={async (files, passphrase) => {
          const result = await runAction(
            bulkpay.keys.renew({ profileId: profile.id, files, passphrase }),
            'Certificate renewed: the bank confirmed it and Bulkpay now signs with it.',
          );
          if (!result.ok && result.error.code === 'onboarding_login_required')
            toasts.show('warning', `${result.error.message} ${loginHint}`);
          return result.ok;
        }}
      />
    </section>
  );
}
