// What the run report says about whom it paid (docs/review-and-record.md): the payee checks'
// flags on each payment, as they stood at sending, and the run difference against the previous run.
import type { AuditEntry } from '../../../src-shared/ipc/channels/history';
import { AMOUNT_CHANGE_PERCENT } from '../../../src-shared/payments/amount-change';
import type { RunDifference } from '../../../src-shared/payments/run-difference';
import { countedNoun } from '../../domain/counted-noun';

/** Each payee check's flag in the report's words (the report never prints a raw code). */
export const PAYEE_FLAG_WORDS: Record<string, string> = {
  payee_bank_details_changed: 'bank details changed',
  payee_new: 'new payee',
  iban_other_payee: 'IBAN paid before under another name',
  amount_unusual: 'unusual amount for this payee',
  name_lookalike_characters: 'look-alike characters in the name',
};

const detailOf = (a: AuditEntry) => (a.detail ? (JSON.parse(a.detail) as Record<string, unknown>) : {});

/** The flags of each file line, from the sends' `payee_flags_at_send` entries (payee-flags-record.ts). */
export function payeeFlagsByLine(audit: readonly AuditEntry[]): Map<number, string[]> {
  const byLine = new Map<number, string[]>();
  for (const a of audit) {
    if (a.action !== 'payee_flags_at_send') continue;
    const flags = detailOf(a).flags;
    if (!Array.isArray(flags)) continue;
    for (const flag of flags) {
      if (!Array.isArray(flag) || typeof flag[0] !== 'number' || !(flag[1] in PAYEE_FLAG_WORDS)) continue;
      const words = PAYEE_FLAG_WORDS[flag[1] as string]!;
      const list = byLine.get(flag[0]) ?? [];
      if (!list.includes(words)) list.push(words);
      byLine.set(flag[0], list);
    }
  }
  return byLine;
}

/** The audit line of a send's flags: "payee checks at sending: 3 new payee, 1 bank details changed". */
export function payeeFlagsText(detail: Record<string, unknown>): string {
  const counts = detail.counts && typeof detail.counts === 'object' ? Object.entries(detail.counts) : [];
  return counts
    .filter(([code, n]) => code in PAYEE_FLAG_WORDS && typeof n === 'number')
    .map(([code, n]) => `${n as number} × ${PAYEE_FLAG_WORDS[code]}`)
    .join(', ');
}

/** The run difference in the report's words, one line per kind (amounts through `money`). */
export function runDifferenceLines(
  d: RunDifference,
  money: (amount: string, currency: string) => string,
  date: (iso: string) => string,
): string[] {
  const percent = AMOUNT_CHANGE_PERCENT;
  const more = (kind: { count: number; first: unknown[] }) =>
    kind.count > kind.first.length ? `, and ${kind.count - kind.first.length} more` : '';
  const names = (kind: { count: number; first: { name: string }[] }, each: (p: never) => string) =>
    kind.first.map((p) => each(p as never)).join('; ') + more(kind);
  const lines = [
    `Against the previous run that paid the same payees: ${d.previous.fileName}, sent ${date(d.previous.sentAt)}, ${d.previous.payees} payees.`,
  ];
  if (d.newPayees.count)
    lines.push(
      `${countedNoun(d.newPayees.count, 'new payee')}: ${names(d.newPayees, (p: { name: string }) => p.name)}`,
    );
  if (d.ibanChanged.count)
    lines.push(
      `${countedNoun(d.ibanChanged.count, 'IBAN')} changed: ${names(d.ibanChanged, (p: { name: string; oldIban: string; newIban: string }) => `${p.name}, ${p.oldIban} → ${p.newIban}`)}`,
    );
  type Change = { name: string; old: string; new: string; currency: string };
  const change = (p: Change) => `${p.name}, ${money(p.old, p.currency)} → ${money(p.new, p.currency)}`;
  if (d.amountsUp.count)
    lines.push(`${countedNoun(d.amountsUp.count, 'amount')} up more than ${percent} %: ${names(d.amountsUp, change)}`);
  if (d.amountsDown.count)
    lines.push(
      `${countedNoun(d.amountsDown.count, 'amount')} down more than ${percent} %: ${names(d.amountsDown, change)}`,
    );
  if (d.notPaidNow.count)
    lines.push(
      `${countedNoun(d.notPaidNow.count, 'payee')} of that run not paid in this one: ${names(d.notPaidNow, (p: { name: string }) => p.name)}`,
    );
  if (lines.length === 1) lines.push(`The same payees and IBANs; no amount moved more than ${percent} %.`);
  return lines;
}
