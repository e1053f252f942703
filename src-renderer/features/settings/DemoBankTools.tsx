import { useCallback, useEffect, useId, useState } from 'react';
import { formatDecimal, parseLocaleDecimal } from '../../../src-shared/i18n/format';
import { bulkpay } from '../../bridge';
import { useToasts } from '../../components/Toast';
import { currentLocale } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { formatMoney } from '../accounts/format';
import { useAccounts } from '../accounts/accounts-store';
import { groupIban } from '../../../src-shared/payments/iban-groups';
import { runAction } from './settings-store';

type DemoAccount = { iban: string; name: string; currency: string; balance: string };

/** The demo bank's own tools (no real money): add funds to a demo account, or reset the demo to its first day. */
export function DemoBankTools() {
  const { t } = useT();
  const toasts = useToasts();
  const id = useId();
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);
  const [iban, setIban] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback(async () => {
    const listed = await bulkpay.profiles.demoAccounts({});
    if (!listed.ok) return toasts.show('error', listed.error);
    setAccounts(listed.value.accounts);
    setIban((chosen) => chosen || listed.value.accounts[0]?.iban || '');
  }, [toasts]);
  useEffect(() => void load(), [load]);
  const example = formatDecimal('10000.00', currentLocale());
  const account = accounts.find((a) => a.iban === iban);

  const addFunds = async () => {
    const value = parseLocaleDecimal(amount, currentLocale());
    if (!value || !/[1-9]/.test(value)) return setProblem(t('settingsPanels.demoAmountProblem', { example }));
    setProblem(null);
    const added = await runAction(bulkpay.profiles.demoAddFunds({ iban, amount: value }), {
      key: 'settingsPanels.demoFundsAdded',
      params: { amount: formatMoney(value, account?.currency ?? 'EUR'), account: account?.name ?? iban },
    });
    if (!added.ok) return;
    setAmount('');
    await load();
    // Balances on screen are the bank's: ask again now that it holds more.
    if (useAccounts.getState().session.state === 'signed_in') void useAccounts.getState().loadAccounts();
  };
  const reset = async () => {
    if (!window.confirm(t('settingsPanels.demoResetConfirm'))) return;
    const done = await runAction(bulkpay.profiles.demoReset({}), { key: 'settingsPanels.demoResetDone' });
    if (done.ok) await load();
  };

  return (
    <section className="panel demo-tools" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settingsPanels.demoToolsTitle')}</h3>
      <p>{t('settingsPanels.demoToolsText')}</p>
      <form
        className="demo-funds"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void addFunds();
        }}
      >
        <label>
          {t('settingsPanels.demoAccount')}
          <select value={iban} onChange={(e) => setIban(e.target.value)}>
            {accounts.map((a) => (
              <option key={a.iban} value={a.iban}>
                {a.name} · {groupIban(a.iban)} · {formatMoney(a.balance, a.currency)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('settingsPanels.demoAmount')}
          <input
            value={amount}
            inputMode="decimal"
            placeholder={example}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        <button type="submit" className="primary" disabled={!iban}>
          {t('settingsPanels.demoAddFunds')}
        </button>
      </form>
      {problem && (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
      <p>
        <button type="button" onClick={() => void reset()}>
          {t('settingsPanels.demoReset')}
        </button>
      </p>
    </section>
  );
}
