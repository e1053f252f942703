import type { ProfileView } from '../../../src-shared/profiles';
import { bulkpay } from '../../bridge';
import { useToasts, type ToastKey } from '../../components/Toast';
import { KeyFilesForm } from './KeyFilesForm';
import { runAction } from './settings-store';
import { useT } from '../../i18n/useT';

/**
 * Certificate renewal: the new certificate (and key, when it changes) is checked, sent to the
 * bank, and used only once the bank confirmed. Needs a current onboarding login.
 */
export function RenewalPanel({ profile, loginHint }: { profile: ProfileView; loginHint: ToastKey }) {
  const toasts = useToasts();
  const { t } = useT();
  if (!profile.applicationId || !profile.certificate || profile.demo) return null;
  return (
    <section className="panel" aria-labelledby="renewal-heading">
      <h3 id="renewal-heading">{t('settingsPanels.renewal')}</h3>
      {profile.renewalNotice && (
        <p className="notice notice-warning" role="alert">
          {profile.renewalNotice}
        </p>
      )}
      <p>{t('settingsPanels.renewalIntro')}</p>
      <KeyFilesForm
        submitLabel={t('settingsPanels.renew')}
        busyLabel={t('settingsPanels.renewing')}
        hint={t('settingsPanels.renewalHint')}
        onSubmit={async (files, passphrase) => {
          const result = await runAction(bulkpay.keys.renew({ profileId: profile.id, files, passphrase }), {
            key: 'settingsPanels.renewed',
          });
          if (!result.ok && result.error.code === 'onboarding_login_required')
            toasts.show('warning', [result.error, loginHint]);
          return result.ok;
        }}
      />
    </section>
  );
}
