import { useState } from 'react';
import type { ProfileView } from '../../../src-shared/profiles';
import { bulkpay } from '../../bridge';
import { Field } from '../../components/Field';
import { downloadText } from './files';
import { fieldErrors, runAction } from './settings-store';
import { useT } from '../../i18n/useT';

/** Generates a new RSA key (kept in the keychain) and the certificate signing request for the trust service provider. */
export function CsrPanel({ profile }: { profile: ProfileView }) {
  const [form, setForm] = useState({
    country: '',
    organisation: '',
    organisationIdentifier: '',
    commonName: '',
    bits: 3072 as 2048 | 3072 | 4096,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [csr, setCsr] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useT();
  if (profile.demo) return null;
  const set =
    (key: 'country' | 'organisation' | 'organisationIdentifier' | 'commonName') => (e: { target: { value: string } }) =>
      setForm({ ...form, [key]: e.target.value });

  return (
    <section className="panel" aria-labelledby="csr-heading">
      <details>
        <summary id="csr-heading">
          {!profile.certificate
            ? t('settingsPanels.csrNoKey')
            : profile.applicationId
              ? t('settingsPanels.csrRenewing')
              : t('settingsPanels.csrDifferent')}
        </summary>
        <p>{t('settingsPanels.csrIntro')}</p>
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            const { organisationIdentifier, ...rest } = form;
            const result = await runAction(
              bulkpay.keys.generateCsr({
                profileId: profile.id,
                ...rest,
                ...(organisationIdentifier ? { organisationIdentifier } : {}),
              }),
              { key: 'settingsPanels.csrDone' },
            );
            setErrors(fieldErrors(result));
            if (result.ok) setCsr(result.value.csrPem);
            setBusy(false);
          }}
        >
          <Field
            label={t('settingsPanels.country')}
            value={form.country}
            onChange={set('country')}
            error={errors.country}
            maxLength={2}
          />
          <Field
            label={t('settingsPanels.organisationName')}
            value={form.organisation}
            onChange={set('organisation')}
            error={errors.organisation}
          />
          <Field
            label={t('settingsPanels.organisationIdentifierPsd2')}
            value={form.organisationIdentifier}
            onChange={set('organisationIdentifier')}
            hint={t('settingsPanels.organisationIdentifierHint')}
          />
          <Field
            label={t('settingsPanels.commonName')}
            value={form.commonName}
            onChange={set('commonName')}
            error={errors.commonName}
          />
          <div className="field">
            <label htmlFor="csr-bits">{t('settingsPanels.keySize')}</label>
            <select
              id="csr-bits"
              value={form.bits}
              onChange={(e) => setForm({ ...form, bits: Number(e.target.value) as 2048 | 3072 | 4096 })}
            >
              <option value={2048}>{t('settingsPanels.rsaBitsOnly', { bits: 2048 })}</option>
              <option value={3072}>{t('settingsPanels.recommendedBits', { bits: 3072 })}</option>
              <option value={4096}>{t('settingsPanels.rsaBitsOnly', { bits: 4096 })}</option>
            </select>
          </div>
          <button type="submit" className="primary" disabled={busy}>
            {busy ? t('settingsPanels.generating') : t('settingsPanels.generate')}
          </button>
        </form>
        {csr && (
          <div className="field">
            <label htmlFor="csr-text">{t('settingsPanels.csrText')}</label>
            <textarea id="csr-text" readOnly rows={8} value={csr} className="mono" onFocus={(e) => e.target.select()} />
            <button type="button" onClick={() => downloadText('bulkpay-qseal.csr', csr)}>
              {t('settingsPanels.saveAsFile')}
            </button>
          </div>
        )}
      </details>
    </section>
  );
}
