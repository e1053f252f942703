import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import { formatMoney } from '../accounts/format';
import { useReleaseRules, type ReleaseRule } from './release-rules-store';

const KINDS: ReleaseRule['kind'][] = ['threshold', 'second_approver', 'member_limit'];

/**
 * Settings → Team, for admins: the release rules the team database enforces (an amount under which
 * no second person is needed, two approvers above an amount, a member's limit above which an admin
 * must release), each per currency.
 */
export function ReleaseRules() {
  const { t, message } = useT();
  const { rules, busy, error, load, set } = useReleaseRules();
  const [kind, setKind] = useState<ReleaseRule['kind']>('second_approver');
  const [member, setMember] = useState('');
  const [currency, setCurrency] = useState('EUR');
  const [amount, setAmount] = useState('');
  useEffect(() => void load(), [load]);
  const limit = kind === 'member_limit';
  const ready = /^[A-Z]{3}$/.test(currency) && /^\d{1,15}(\.\d{1,6})?$/.test(amount) && (!limit || member.trim());
  return (
    <div className="team-members" data-testid="release-rules">
      <h3 id="release-rules-title">{t('teamRules.ui.title')}</h3>
      <p className="hint">{t('teamRules.ui.hint')}</p>
      {rules.length === 0 ? (
        <p>{t('teamRules.none')}</p>
      ) : (
        <ul aria-labelledby="release-rules-title">
          {rules.map((r) => (
            <li key={`${r.kind}-${r.member ?? ''}-${r.currency}`}>
              {t(`teamRules.rule.${r.kind}`, { member: r.member, amount: formatMoney(r.amount, r.currency) })}{' '}
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  void set({
                    kind: r.kind,
                    currency: r.currency,
                    amount: null,
                    ...(r.member ? { member: r.member } : {}),
                  })
                }
              >
                {t('teamRules.ui.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="team-add-member"
        onSubmit={(e) => {
          e.preventDefault();
          void set({ kind, currency, amount, ...(limit ? { member: member.trim() } : {}) }).then(
            (done) => done && setAmount(''),
          );
        }}
      >
        <label htmlFor="release-rule-kind">{t('teamRules.ui.kind')}</label>
        <select id="release-rule-kind" value={kind} onChange={(e) => setKind(e.target.value as ReleaseRule['kind'])}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`teamRules.ui.kinds.${k}`)}
            </option>
          ))}
        </select>
        {limit && (
          <>
            <label htmlFor="release-rule-member">{t('teamRules.ui.member')}</label>
            <input
              id="release-rule-member"
              className="mono"
              value={member}
              maxLength={63}
              onChange={(e) => setMember(e.target.value)}
            />
          </>
        )}
        <label htmlFor="release-rule-currency">{t('teamRules.ui.currency')}</label>
        <input
          id="release-rule-currency"
          className="mono"
          value={currency}
          maxLength={3}
          size={4}
          onChange={(e) => setCurrency(e.target.value.toUpperCase())}
        />
        <label htmlFor="release-rule-amount">{t('teamRules.ui.amount')}</label>
        <input
          id="release-rule-amount"
          className="num"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value.trim())}
        />
        <button type="submit" disabled={busy || !ready}>
          {t('teamRules.ui.set')}
        </button>
      </form>
      {error && (
        <p className="team-notice team-notice-danger" role="alert">
          {message(error)}
        </p>
      )}
    </div>
  );
}
