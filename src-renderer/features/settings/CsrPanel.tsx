import { useState } from 'react';
import type { ProfileView } from '../../../src-shared/profiles';
import { bulkpay } from '../../bridge';
import { Field } from '../../components/Field';
import { downloadText } from './files';
import { fieldErrors, runAction } from './settings-store';

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
  if (profile.demo) return null;
  const set =
    (key: 'country' | 'organisation' | 'organisationIdentifier' | 'commonName') => (e: { target: { value: string } }) =>
      setForm({ ...form, [key]: e.target.value });

  return (
    <section className="panel" aria-labelledby="csr-heading">
      <details>
        <summary id="csr-heading">
          {!profile.certificate
            ? 'No key yet? Generate a key and a certificate signing request'
            : profile.applicationId
              ? 'Renewing with a new key? Generate a key and a certificate signing request'
              : 'Need a different key? Generate a key and a certificate signing request'}
        </summary>
        <p>
          Bulkpay creates the private key in this computer's keychain and gives you a signing request (CSR) to send to
          your qualified trust service provider. When the certificate arrives, import it above, or under Certificate
          renewal once the profile is onboarded.
        </p>
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
              'Key generated and stored in the keychain. Send the request to your trust service provider.',
            );
            setErrors(fieldErrors(result));
            if (result.ok) setCsr(result.value.csrPem);
            setBusy(false);
          }}
        >
          <Field
            label="Country (two letters)"
            value={form.country}
            onChange={set('country')}
            error={errors.country}
            maxLength={2}
          />
          <Field
            label="Organisation name"
            value={form.organisation}
            onChange={set('organisation')}
            error={errors.organisation}
          />
          <Field
            label="Organisation identifier (PSD2 authorisation number)"
            value={form.organisationIdentifier}
            onChange={set('organisationIdentifier')}
            hint="For example PSDFI-FINFSA-1234567-8; your trust service provider can tell you the exact form."
          />
          <Field label="Common name" value={form.commonName} onChange={set('commonName')} error={errors.commonName} />
          <div className="field">
            <label htmlFor="csr-bits">Key size</label>
            <select
              id="csr-bits"
              value={form.bits}
              onChange={(e) => setForm({ ...form, bits: Number(e.target.value) as 2048 | 3072 | 4096 })}
            >
              <option value={2048}>2048 bits</option>
              <option value={3072}>3072 bits (recommended)</option>
              <option value={4096}>4096 bits</option>
            </select>
          </div>
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Generating the key…' : 'Generate key and request'}
          </button>
        </form>
        {csr && (
          <div className="field">
            <label htmlFor="csr-text">Certificate signing request (public; safe to send)</label>
            <textarea id="csr-text" readOnly rows={8} value={csr} className="mono" onFocus={(e) => e.target.select()} />
            <button type="button" onClick={() => downloadText('bulkpay-qseal.csr', csr)}>
              Save as file
            </button>
          </div>
        )}
      </details>
    </section>
  );
}
