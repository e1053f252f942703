import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { parseArgs } from 'node:util';
import type { Review, SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import type { ValidationIssue } from '../../../src-shared/payments';
import { ok, type AppError, type Result } from '../../../src-shared/result';
import { RECENT_DAYS } from '../../submission/submission-service';
import type { AuditEntry, RunPayment, TeamRun, TeamStore } from '../../team/team-store';
import { openBankContext, withBulkContext } from '../bulk-context';
import type { CliIo } from '../command';
import { bulkReport, exitCodeOf, EXIT, printBulks, waitForAll } from './bulk-report';
import { readSubmitInput } from './payment-file-input';
import { printReview } from './submit';
import { totalsText } from '../../../src-shared/payments/currency';
import { cliWords } from '../messages';

export const TEAM_EXIT = { ...EXIT, notAllowed: 6 } as const;

/** What a team run keeps beside its summary: the file's rows and the keys claimed for its bulks. */
export interface TeamPlan {
  input: SubmitInput;
  review: Pick<Review, 'account' | 'bulks' | 'totals' | 'warnings'>;
  requestsHash: string;
  /** One Idempotency-Key per bulk, decided before any desktop sends. */
  idempotencyKeys: string[];
}

/**
 * The whole team's duplicate check: payments of this run that are also in a run anyone in the
 * team prepared recently (the local history only knows this desktop's own sends).
 */
async function teamDuplicateWarnings(store: TeamStore, payments: RunPayment[]): Promise<Result<ValidationIssue[]>> {
  const found = await store.findTeamDuplicates(
    payments.map((p) => p.fingerprint),
    RECENT_DAYS,
  );
  if (!found.ok) return found;
  return ok(
    payments.flatMap((p) => {
      const dup = found.value.get(p.fingerprint);
      if (!dup) return [];
      const params = {
        file: dup.fileName,
        preparedBy: dup.preparedBy,
        date: dup.preparedAt.slice(0, 10),
        state: dup.state,
      };
      return [
        {
          line: p.line,
          row: -1,
          field: 'amount',
          code: 'sent_by_team',
          severity: 'warning' as const,
          params,
          message: `The same payment (payee account, amount and reference) is in ${params.file}, prepared by ${params.preparedBy} on ${params.date} (${STATE_WORDS[dup.state]}); remove this row unless you mean to pay again.`,
        },
      ];
    }),
  );
}

/** Prints a refusal; the role and four-eyes refusals get their own exit code. */
export function teamFailure(io: CliIo, command: string, error: AppError): number {
  io.err(cliWords(io.env).error(`team ${command}`, error));
  return error.code === 'not_allowed_for_role' || error.code === 'four_eyes' ? TEAM_EXIT.notAllowed : EXIT.validation;
}

const STATE_WORDS: Record<TeamRun['state'], string> = {
  awaiting_release: 'waiting for release by a second person',
  returned: 'returned to its preparer',
  released: 'released, ready to send',
  sending: 'being sent',
  sent: 'sent to the bank',
};

const sortedEntries = (totals: Record<string, string>) => Object.entries(totals).sort(([a], [b]) => a.localeCompare(b));

function printRun(io: CliIo, run: TeamRun, audit: AuditEntry[] = []): void {
  io.out(`Run ${run.id}: ${run.fileName}, ${run.paymentCount} payments, total ${totalsText(run.totals)}`);
  io.out(`  from ${run.payingAccount}; ${STATE_WORDS[run.state]}`);
  io.out(`  prepared by ${run.preparedBy} at ${run.preparedAt}`);
  if (run.releasedBy) io.out(`  released by ${run.releasedBy} at ${run.releasedAt}`);
  else if (!run.releaseRequired) io.out('  no second person needed (under the release threshold)');
  if (run.returnedBy) io.out(`  returned by ${run.returnedBy}: ${run.returnedComment}`);
  if (run.claimedBy)
    io.out(`  ${run.state === 'sent' ? 'sent' : 'being sent'} by ${run.claimedBy} on ${run.claimedHost}`);
  if (run.warningsAcknowledged.length) io.out(`  warnings acknowledged: ${run.warningsAcknowledged.join(', ')}`);
  for (const a of audit)
    io.out(`  ${a.at}  ${a.dbUser}  ${a.action}${a.detail.comment ? `: ${a.detail.comment}` : ''}`);
}

type WithStore = (command: string, io: CliIo, work: (store: TeamStore) => Promise<number>) => Promise<number>;

/** The run commands of `bulkpay team`, each through the team store this desktop is connected to. */
export function teamRunCommands(withTeamStore: WithStore) {
  async function submit(args: string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { account: { type: 'string' }, json: { type: 'boolean' } },
    });
    if (positionals.length !== 1 || !values.account) {
      io.err('bulkpay team submit: give one file and --account.');
      return EXIT.validation;
    }
    const input = readSubmitInput(positionals[0]!, values.account, io, 'team submit');
    if (!input) return EXIT.validation;
    return withTeamStore('submit', io, async (store) =>
      withBulkContext('team submit', io, await openBankContext(io), async (ctx) => {
        const reviewed = await ctx.bulks.submission.reviewForTeam(input);
        if (!reviewed.ok) return teamFailure(io, 'submit', reviewed.error);
        const teamWarnings = await teamDuplicateWarnings(store, reviewed.value.payments);
        if (!teamWarnings.ok) return teamFailure(io, 'submit', teamWarnings.error);
        const review = { ...reviewed.value, warnings: [...reviewed.value.warnings, ...teamWarnings.value] };
        if (!values.json) printReview(io, positionals[0]!, review);
        if (review.blocked) return EXIT.validation;
        const { account, bulks, totals, warnings, requestsHash, rowCount, payments } = review;
        const plan: TeamPlan = {
          input,
          review: { account, bulks, totals, warnings },
          requestsHash,
          idempotencyKeys: bulks.map(() => randomUUID()),
        };
        const run = await store.submitRun(
          {
            fileName: input.file.name,
            fileSha256: input.file.sha256,
            payingAccount: `${account.name} (${account.iban})`,
            paymentCount: rowCount,
            totals,
            plan,
            planHash: requestsHash,
            warningsAcknowledged: [...new Set(warnings.map((w) => w.code))],
          },
          payments,
        );
        if (!run.ok) return teamFailure(io, 'submit', run.error);
        if (values.json) io.out(JSON.stringify(run.value, null, 2));
        else {
          io.out('');
          printRun(io, run.value);
        }
        return EXIT.allPaid;
      }),
    );
  }

  async function release(args: string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { yes: { type: 'boolean' } } });
    if (positionals.length !== 1) {
      io.err('bulkpay team release: give the run id.');
      return EXIT.validation;
    }
    return withTeamStore('release', io, async (store) => {
      const run = await store.run(positionals[0]!);
      if (!run.ok) return teamFailure(io, 'release', run.error);
      printRun(io, run.value);
      const plan = run.value.plan as TeamPlan;
      // The approver sees the run as it will be sent, worked out again here from its rows and the
      // bank, never the summary the preparer's desktop stored beside them.
      const checked = await withBulkContext('team release', io, await openBankContext(io), async (ctx) => {
        const review = await ctx.bulks.submission.reviewForTeam(plan.input);
        if (!review.ok) return teamFailure(io, 'release', review.error);
        const sameTotals =
          JSON.stringify(sortedEntries(review.value.totals)) === JSON.stringify(sortedEntries(run.value.totals));
        if (review.value.requestsHash !== run.value.planHash || !sameTotals) {
          io.err(
            "bulkpay team release: this run's payments are not what its summary says (they were changed or the summary was forged); return it to the preparer.",
          );
          return EXIT.validation;
        }
        io.out('');
        printReview(io, run.value.fileName, review.value);
        return EXIT.allPaid;
      });
      if (checked !== EXIT.allPaid) return checked;
      if (!values.yes) {
        io.out('\nNot released: review only. Run again with --yes to release this run.');
        return EXIT.reviewOnly;
      }
      const released = await store.release(run.value.id);
      if (!released.ok) return teamFailure(io, 'release', released.error);
      io.out(`\nReleased by ${released.value.releasedBy}; any team desktop may now send it.`);
      return EXIT.allPaid;
    });
  }

  async function returnRun(args: string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { comment: { type: 'string' } },
    });
    if (positionals.length !== 1 || !values.comment?.trim()) {
      io.err('bulkpay team return: give the run id and --comment for the preparer.');
      return EXIT.validation;
    }
    return withTeamStore('return', io, async (store) => {
      const returned = await store.returnRun(positionals[0]!, values.comment!);
      if (!returned.ok) return teamFailure(io, 'return', returned.error);
      io.out(`Returned to ${returned.value.preparedBy}: ${returned.value.returnedComment}`);
      return EXIT.allPaid;
    });
  }

  async function send(args: string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { wait: { type: 'boolean' }, json: { type: 'boolean' }, timeout: { type: 'string' } },
    });
    const timeoutMinutes = Number(values.timeout ?? 70);
    if (positionals.length !== 1 || !(timeoutMinutes > 0)) {
      io.err('bulkpay team send: give the run id (and a positive --timeout).');
      return EXIT.validation;
    }
    return withTeamStore('send', io, async (store) => {
      const host = hostname();
      const claim = await store.claimSend(positionals[0]!, host);
      if (!claim.ok) return teamFailure(io, 'send', claim.error);
      if (!claim.value.claimed) {
        io.err(
          `bulkpay team send: this run is being sent by ${claim.value.by} on ${claim.value.host}; nothing sent from here.`,
        );
        return EXIT.unknown;
      }
      const run = claim.value.run;
      const plan = run.plan as TeamPlan;
      return withBulkContext('team send', io, await openBankContext(io), async (ctx) => {
        const sent = await ctx.bulks.submission.submit(plan.input, {
          planHash: run.planHash,
          warningsChecked: true,
          team: {
            requestsHash: run.planHash,
            idempotencyKeys: plan.idempotencyKeys,
            renewClaim: async () => {
              const renewed = await store.claimSend(run.id, host);
              return renewed.ok && renewed.value.claimed;
            },
          },
        });
        if (!sent.ok) return teamFailure(io, 'send', sent.error);
        if ('takenOver' in sent.value && sent.value.takenOver) {
          printBulks(io, sent.value.bulks);
          io.err(
            'bulkpay team send: another desktop took this run over while it was being sent here; it sends the remaining bulks under the same keys. Follow it with `bulkpay team show`.',
          );
          return EXIT.unknown;
        }
        const marked = await store.markSent(run.id);
        if (!marked.ok) return teamFailure(io, 'send', marked.error);
        let bulks = sent.value.bulks;
        if (!values.json) printBulks(io, bulks);
        if (values.wait)
          bulks = await waitForAll(ctx.bulks, bulks, timeoutMinutes * 60_000, values.json ? undefined : io);
        if (values.json)
          io.out(JSON.stringify({ run: run.id, bulks: bulks.map((b) => bulkReport(ctx.bulks, b)) }, null, 2));
        else if (values.wait) printBulks(io, bulks, ctx.bulks);
        return exitCodeOf(bulks);
      });
    });
  }

  async function show(args: string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { json: { type: 'boolean' } } });
    if (positionals.length !== 1) {
      io.err('bulkpay team show: give the run id.');
      return EXIT.validation;
    }
    return withTeamStore('show', io, async (store) => {
      const run = await store.run(positionals[0]!);
      if (!run.ok) return teamFailure(io, 'show', run.error);
      const audit = await store.audit(run.value.id);
      if (!audit.ok) return teamFailure(io, 'show', audit.error);
      const { plan: _plan, ...summary } = run.value;
      if (values.json)
        io.out(
          JSON.stringify({ ...summary, bulks: (run.value.plan as TeamPlan).review.bulks, audit: audit.value }, null, 2),
        );
      else printRun(io, run.value, audit.value);
      return EXIT.allPaid;
    });
  }

  async function runs(args: string[], io: CliIo): Promise<number> {
    const { values } = parseArgs({ args, options: { json: { type: 'boolean' } } });
    return withTeamStore('runs', io, async (store) => {
      const listed = await store.runs();
      if (!listed.ok) return teamFailure(io, 'runs', listed.error);
      if (values.json)
        io.out(
          JSON.stringify(
            listed.value.map(({ plan: _plan, ...r }) => r),
            null,
            2,
          ),
        );
      else if (!listed.value.length)
        io.out('No runs yet. A preparer starts one with `bulkpay team submit <file> --account …`.');
      else
        for (const r of listed.value)
          io.out(
            `${r.id}  ${r.preparedAt.slice(0, 16).replace('T', ' ')}  ${r.fileName}  ${totalsText(r.totals)}  ${STATE_WORDS[r.state]}`,
          );
      return EXIT.allPaid;
    });
  }

  return { submit, release, return: returnRun, send, show, runs };
}
