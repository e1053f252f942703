import { useEffect, useRef, useState } from 'react';
import { bulkpay } from '../../bridge';
import { useT } from '../../i18n/useT';
import { runAction } from './settings-store';

/** The change the core asks the user to confirm (the details of `address_change_needs_confirmation`). */
export interface AddressChange {
  /** The id the core issued for exactly this change. */
  confirmation: string;
  from: { baseUrl: string; bulkBaseUrl: string };
  to: { name: string; baseUrl: string; bulkBaseUrl: string };
}

const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};

/**
 * Asks before a profile holding this desktop's key, client secret or bank sign-in moves to another
 * bank address: old and new host side by side. Only this confirmation sends the token the core
 * issued for exactly this change; keeping the old address is the default button.
 */
export function AddressConfirm({
  profileName,
  change,
  onDone,
}: {
  profileName: string;
  change: AddressChange;
  onDone(): void;
}) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  const from = hostOf(change.from.baseUrl);
  const to = hostOf(change.to.baseUrl);
  const confirm = async () => {
    setBusy(true);
    const result = await runAction(bulkpay.profiles.confirmAddress({ confirmation: change.confirmation }), {
      key: 'profileFix.moved',
      params: { name: change.to.name, host: to },
    });
    setBusy(false);
    if (result.ok) onDone();
  };
  return (
    <section
      className="panel notice notice-warning"
      role="alertdialog"
      aria-labelledby="address-confirm-heading"
      aria-describedby="address-confirm-body"
    >
      <h3 id="address-confirm-heading">{t('profileFix.confirmTitle', { name: profileName })}</h3>
      <p id="address-confirm-body">{t('profileFix.confirmBody')}</p>
      <p className="mono">{t('profileFix.confirmFrom', { host: from, baseUrl: change.from.baseUrl })}</p>
      <p className="mono">
        <strong>{t('profileFix.confirmTo', { host: to, baseUrl: change.to.baseUrl })}</strong>
      </p>
      {change.to.bulkBaseUrl !== change.from.bulkBaseUrl && (
        <p className="mono">{t('profileFix.confirmBulkTo', { baseUrl: change.to.bulkBaseUrl })}</p>
      )}
      <p className="actions">
        <button type="button" className="primary" ref={keep} disabled={busy} onClick={onDone}>
          {t('profileFix.confirmCancel', { host: from })}
        </button>{' '}
        <button type="button" disabled={busy} onClick={() => void confirm()}>
          {t('profileFix.confirmMove', { host: to })}
        </button>
      </p>
    </section>
  );
}
