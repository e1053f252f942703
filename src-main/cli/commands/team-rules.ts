import { parseArgs } from 'node:util';
import type { ReleaseRule, ReleaseRuleKind } from '../../ports/team/team-store-base';
import type { TeamStore } from '../../ports/team/team-store';
import type { CliIo } from '../command';
import { cliWords } from '../messages';
import { EXIT } from './bulk-report';
import { teamFailure } from './team-access';

type WithStore = (command: string, io: CliIo, work: (store: TeamStore) => Promise<number>) => Promise<number>;

const KINDS: Record<string, ReleaseRuleKind> = {
  threshold: 'threshold',
  'second-approver': 'second_approver',
  limit: 'member_limit',
};
const CURRENCY = /^[A-Z]{3}$/;
const AMOUNT = /^\d{1,15}(\.\d{1,6})?$/;

/** What a `rules <kind> …` command asks for: the rule, or why the words given are not one. */
function ruleOf(
  words: string[],
): { kind: ReleaseRuleKind; currency: string; amount: string | null; member?: string } | null {
  const kind = KINDS[words[0] ?? ''];
  if (!kind) return null;
  const rest = words.slice(1);
  const member = kind === 'member_limit' ? rest.shift() : undefined;
  if (rest.length !== 2 || (kind === 'member_limit' && !member)) return null;
  const currency = rest[0]!.toUpperCase();
  const amount = rest[1]! === 'none' ? null : rest[1]!;
  if (!CURRENCY.test(currency) || (amount !== null && !AMOUNT.test(amount))) return null;
  return { kind, currency, amount, ...(member ? { member } : {}) };
}

function printRules(io: CliIo, rules: ReleaseRule[]): void {
  const { t } = cliWords(io.env);
  if (!rules.length) io.out(t('teamRules.none'));
  for (const r of rules) io.out(`  ${t(`teamRules.rule.${r.kind}`, { ...r, amount: `${r.amount} ${r.currency}` })}`);
}

/**
 * `bulkpay team rules`: the team's release rules (docs/team-admin.md, "Risk-scaled release"), and
 * for admins `rules threshold|second-approver <CUR> <amount|none>` and
 * `rules limit <member> <CUR> <amount|none>`. The database refuses anyone but an admin.
 */
export function teamRulesCommand(withTeamStore: WithStore) {
  return async function rules(args: string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { json: { type: 'boolean' } } });
    const change = positionals.length ? ruleOf(positionals) : undefined;
    if (change === null) {
      io.err(cliWords(io.env).t('teamRules.usage'));
      return EXIT.validation;
    }
    return withTeamStore('rules', io, async (store) => {
      const team = store.releaseRules();
      const done = await store.guard(async () => {
        if (change) await team.set(change.kind, change.currency, change.amount, change.member);
        return team.list();
      });
      if (!done.ok) return teamFailure(io, 'rules', done.error);
      if (values.json) io.out(JSON.stringify(done.value, null, 2));
      else printRules(io, done.value);
      return EXIT.allPaid;
    });
  };
}
