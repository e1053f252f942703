import { hostname } from 'node:os';
import { parseArgs } from 'node:util';
import {
  checkRunForRelease,
  refuseDoublePayment,
  releaseCheckedRun,
  reviewTeamRun,
  separateConfirmationsOfRun,
  sendTeamRun,
  STATE_WORDS,
  submitReviewedRun,
  type TeamPlan,
} from '../../features/team/team-runs';
import type { AuditEntry, TeamRun } from '../../ports/team-run-types';
import type { TeamStore } from '../../ports/team/team-store';
import { followTeamBulk } from '../../features/tracking/team-lease';
import { desktopName } from '../../platform/os-user';
import { openBankContext, withBulkContext } from '../bulk-context';
import type { CliIo } from '../command';
import { bulkReport, exitCodeOf, EXIT, printBulks, STATE_WORDS as BULK_STATE_WORDS, waitForAll } from './bulk-report';
import { decimalOption, readSubmitInput } from './payment-file-input';
import { printReview, separatelyConfirmed } from './submit';
import { totalsText } from '../../../src-shared/payments/currency';
import type { TFunction } from 'i18next';
import { cliWords, commandHelp } from '../messages';
import { TEAM_EXIT, teamFailure } from './team-access';

/** `bulkpay team`'s help (as team.ts shows it), for a run command's usage error. */
const teamHelp = commandHelp('team', { notAllowed: TEAM_EXIT.notAllowed });

/** A team run's state in the user's words (English as STATE_WORDS in team/team-runs.ts). */
const runState = (t: TFunction, state: string) =>
  t(`edges.team.state.${state}`, { defaultValue: STATE_WORDS[state as TeamRun['state']] ?? state });

function printRun(io: CliIo, run: TeamRun, audit: AuditEntry[] = []): void {
  const { t } = cliWords(io.env);
  const total = totalsText(run.totals);
  io.out(t('edges.team.runTitle', { id: run.id, file: run.fileName, count: run.paymentCount, total }));
  io.out(t('edges.team.runFrom', { account: run.payingAccount, state: runState(t, run.state) }));
  io.out(t('edges.team.preparedBy', { user: run.preparedBy, at: run.preparedAt }));
  if (run.releasedBy) io.out(t('edges.team.releasedBy', { user: run.releasedBy, at: run.releasedAt }));
  else if (!run.releaseRequired) io.out(t('edges.team.noSecondPerson'));
  else printReleaseRules(io, run);
  if (run.returnedBy) io.out(t('edges.team.returnedBy', { user: run.returnedBy, comment: run.returnedComment }));
  if (run.claimedBy)
    io.out(
      t(run.state === 'sent' ? 'edges.team.sentBy' : 'edges.team.beingSentBy', {
        user: run.claimedBy,
        host: run.claimedHost,
      }),
    );
  if (run.warningsAcknowledged.length) {
    const warnings = run.warningsAcknowledged.map((w) => t(`team.warning.${w}`, { defaultValue: w })).join(', ');
    io.out(t('edges.team.warningsAcknowledged', { warnings }));
  }
  for (const a of audit) {
    const action = t(`team.action.${a.action}`, { defaultValue: a.action });
    io.out(`  ${a.at}  ${a.dbUser}  ${action}${a.detail.comment ? `: ${a.detail.comment}` : ''}`);
  }
}

/** What the team's release rules ask of a run still waiting: two approvers, an admin (team schema 10). */
function printReleaseRules(io: CliIo, run: TeamRun): void {
  const { t } = cliWords(io.env);
  if (run.firstApprovedBy) io.out(t('teamRules.firstApprovedBy', { user: run.firstApprovedBy }));
  else if (run.secondApprovalRequired) io.out(t('teamRules.needsTwo'));
  if (run.adminReleaseRequired) io.out(t('teamRules.needsAdmin', { user: run.preparedBy }));
}

/** A bulk's state in the user's words (the `cli.bulkState` catalog, English as bulk-report's STATE_WORDS). */
const bulkState = (io: CliIo, state: string) =>
  cliWords(io.env).t(`cli.bulkState.${state}`, { defaultValue: BULK_STATE_WORDS[state] ?? state });

type WithStore = (command: string, io: CliIo, work: (store: TeamStore) => Promise<number>) => Promise<number>;

/** The run commands of `bulkpay team`, each through the team store this desktop is connected to. */
export function teamRunCommands(withTeamStore: WithStore) {
  const bound =
    (command: (withTeamStore: WithStore, args: string[], io: CliIo) => Promise<number>) =>
    (args: string[], io: CliIo) =>
      command(withTeamStore, args, io);
  return {
    submit: bound(submitCommand),
    release: bound(releaseCommand),
    return: bound(returnCommand),
    send: bound(sendCommand),
    show: bound(showCommand),
    runs: bound(runsCommand),
    follow: bound(followCommand),
  };
}

async function submitCommand(withTeamStore: WithStore, args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      account: { type: 'string' },
      json: { type: 'boolean' },
      decimal: { type: 'string' },
      'pay-twice': { type: 'boolean' },
      'confirm-changed-payees': { type: 'boolean' },
    },
  });
  if (positionals.length !== 1 || !values.account) {
    io.err(`bulkpay team submit: ${cliWords(io.env).t('edges.team.giveFileAndAccount')}`);
    return EXIT.validation;
  }
  // As `bulkpay submit --decimal`: the amounts' decimal mark when the file leaves it unclear.
  const decimalStyle = decimalOption(values.decimal, io, 'team submit', teamHelp.usage(io.env));
  if (decimalStyle === null) return EXIT.validation;
  const input = await readSubmitInput(positionals[0]!, values.account, io, 'team submit', { decimalStyle });
  if (!input) return EXIT.validation;
  return withTeamStore('submit', io, async (store) =>
    withBulkContext('team submit', io, await openBankContext(io), async (ctx) => {
      const reviewed = await reviewTeamRun(store, ctx.bulks.submission, input);
      if (!reviewed.ok) return teamFailure(io, 'submit', reviewed.error);
      const review = reviewed.value;
      if (!values.json) printReview(io, positionals[0]!, review);
      if (review.blocked) return EXIT.validation;
      const run = await submitReviewedRun(
        store,
        ctx.bulks.submission,
        input,
        review,
        separatelyConfirmed(values, review),
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

async function releaseCommand(withTeamStore: WithStore, args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      yes: { type: 'boolean' },
      'pay-again': { type: 'boolean' },
      'pay-twice': { type: 'boolean' },
      'confirm-changed-payees': { type: 'boolean' },
    },
  });
  if (positionals.length !== 1) {
    io.err(`bulkpay team release: ${cliWords(io.env).t('edges.team.giveRunId')}`);
    return EXIT.validation;
  }
  return withTeamStore('release', io, async (store) => {
    const run = await store.run(positionals[0]!);
    if (!run.ok) return teamFailure(io, 'release', run.error);
    printRun(io, run.value);
    return withBulkContext('team release', io, await openBankContext(io), async (ctx) => {
      const review = await checkRunForRelease(store, ctx.bulks.submission, run.value);
      if (!review.ok) return teamFailure(io, 'release', review.error);
      io.out('');
      printReview(io, run.value.fileName, review.value);
      const twice = refuseDoublePayment(review.value, values['pay-again'] ?? false);
      const words = cliWords(io.env);
      const payAgain = twice.ok ? '' : words.t('edges.team.payAgainConfirms', { message: words.message(twice.error) });
      if (!values.yes) {
        if (!twice.ok) io.out(`\n${payAgain}`);
        io.out(`\n${words.t('edges.team.reviewOnly')}`);
        return EXIT.reviewOnly;
      }
      if (!twice.ok) {
        io.err(`bulkpay team release: ${payAgain}`);
        return EXIT.validation;
      }
      // The releaser confirms on their own, as the preparer did, payments already sent and changed bank details.
      const released = await releaseCheckedRun(
        store,
        ctx.bulks.submission,
        review.value,
        run.value,
        separatelyConfirmed(values, { separately: separateConfirmationsOfRun(review.value, run.value) }),
      );
      if (!released.ok) return teamFailure(io, 'release', released.error);
      const { releasedBy, firstApprovedBy } = released.value;
      if (releasedBy) io.out(`\n${words.t('edges.team.released', { user: releasedBy })}`);
      else io.out(`\n${words.t('teamRules.firstApproval', { user: firstApprovedBy })}`);
      return EXIT.allPaid;
    });
  });
}

async function returnCommand(withTeamStore: WithStore, args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { comment: { type: 'string' } },
  });
  if (positionals.length !== 1 || !values.comment?.trim()) {
    io.err(`bulkpay team return: ${cliWords(io.env).t('edges.team.giveComment')}`);
    return EXIT.validation;
  }
  return withTeamStore('return', io, async (store) => {
    const returned = await store.returnRun(positionals[0]!, values.comment!);
    if (!returned.ok) return teamFailure(io, 'return', returned.error);
    const { preparedBy: user, returnedComment: comment } = returned.value;
    io.out(cliWords(io.env).t('edges.team.returned', { user, comment }));
    return EXIT.allPaid;
  });
}

async function sendCommand(withTeamStore: WithStore, args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { wait: { type: 'boolean' }, json: { type: 'boolean' }, timeout: { type: 'string' } },
  });
  const timeoutMinutes = Number(values.timeout ?? 70);
  if (positionals.length !== 1 || !(timeoutMinutes > 0)) {
    io.err(`bulkpay team send: ${cliWords(io.env).t('edges.team.giveSendArgs')}`);
    return EXIT.validation;
  }
  return withTeamStore('send', io, async (store) => {
    return withBulkContext('team send', io, await openBankContext(io), async (ctx) => {
      const sent = await sendTeamRun(store, ctx.bulks.submission, positionals[0]!, hostname(), ctx.bulks.reader);
      if (!sent.ok) return teamFailure(io, 'send', sent.error);
      if (!sent.value.claimed) {
        const { by: user, host } = sent.value;
        io.err(`bulkpay team send: ${cliWords(io.env).t('edges.team.sentElsewhere', { user, host })}`);
        return EXIT.unknown;
      }
      const run = sent.value.run;
      if (sent.value.takenOver) {
        printBulks(io, sent.value.bulks);
        io.err(`bulkpay team send: ${cliWords(io.env).t('edges.team.takenOver')}`);
        return EXIT.unknown;
      }
      let bulks = sent.value.bulks;
      if (!values.json) printBulks(io, bulks);
      if (values.wait) {
        bulks = await waitForAll(ctx.bulks, bulks, timeoutMinutes * 60_000, values.json ? undefined : io);
        // The outcomes this desktop followed, for every member's history.
        const shared = await store.importLocalHistory(
          ctx.bulks.reader,
          desktopName(hostname()),
          bulks.map((b) => b.id),
        );
        if (!shared.ok)
          io.err(
            `bulkpay team send: ${cliWords(io.env).t('edges.team.localOnly', { message: cliWords(io.env).message(shared.error) })}`,
          );
      }
      if (values.json)
        io.out(JSON.stringify({ run: run.id, bulks: bulks.map((b) => bulkReport(ctx.bulks, b)) }, null, 2));
      else if (values.wait) printBulks(io, bulks, ctx.bulks);
      return exitCodeOf(bulks);
    });
  });
}

async function showCommand(withTeamStore: WithStore, args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { json: { type: 'boolean' } } });
  if (positionals.length !== 1) {
    io.err(`bulkpay team show: ${cliWords(io.env).t('edges.team.giveRunId')}`);
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

async function runsCommand(withTeamStore: WithStore, args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: { json: { type: 'boolean' } } });
  return withTeamStore('runs', io, async (store) => {
    const listed = await store.runs();
    if (!listed.ok) return teamFailure(io, 'runs', listed.error);
    if (values.json) io.out(JSON.stringify(listed.value, null, 2));
    else if (!listed.value.length) io.out(cliWords(io.env).t('edges.team.noRuns'));
    else {
      const { t } = cliWords(io.env);
      for (const r of listed.value)
        io.out(
          `${r.id}  ${r.preparedAt.slice(0, 16).replace('T', ' ')}  ${r.fileName}  ${totalsText(r.totals)}  ${runState(t, r.state)}`,
        );
    }
    return EXIT.allPaid;
  });
}

/**
 * Follows the team's open bulks at the bank until each is final: one desktop at a time per bulk
 * (a lease in the team store), writing the state into the team history every member reads.
 */
async function followCommand(withTeamStore: WithStore, args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { 'lease-seconds': { type: 'string' }, 'interval-ms': { type: 'string' }, timeout: { type: 'string' } },
  });
  const leaseMs = Number(values['lease-seconds'] ?? 60) * 1000;
  const intervalMs = Number(values['interval-ms'] ?? 5000);
  const timeoutMs = Number(values.timeout ?? 70) * 60_000;
  if (!(leaseMs > 0 && intervalMs > 0 && intervalMs < leaseMs && timeoutMs > 0)) {
    io.err(`bulkpay team follow: ${cliWords(io.env).t('edges.team.followOptions')}`);
    return EXIT.validation;
  }
  return withTeamStore('follow', io, async (store) =>
    withBulkContext('team follow', io, await openBankContext(io), async (ctx) => {
      const bank = await ctx.bulks.bank();
      if (!bank.ok) return teamFailure(io, 'follow', bank.error);
      const history = store.history();
      const open = await store.guard(async () =>
        (await history.openBulks()).filter((b) => !positionals.length || positionals.includes(b.id)),
      );
      if (!open.ok) return teamFailure(io, 'follow', open.error);
      if (!open.value.length) {
        io.out(cliWords(io.env).t(positionals.length ? 'edges.team.noneOfTheseOpen' : 'edges.team.noneOpen'));
        return EXIT.allPaid;
      }
      const stop = new AbortController();
      const timer = setTimeout(() => stop.abort(), timeoutMs);
      const holder = `${desktopName()} (pid ${process.pid})`;
      const followed = await store
        .guard(() =>
          Promise.all(
            open.value.map((b) =>
              followTeamBulk(b.id, {
                leases: store.trackingLeases(),
                history,
                holder,
                bank: bank.value,
                leaseMs,
                intervalMs,
                signal: stop.signal,
                onPolled: (state) => io.out(`${b.id}: ${bulkState(io, state)}`),
              }),
            ),
          ),
        )
        .finally(() => clearTimeout(timer));
      if (!followed.ok) return teamFailure(io, 'follow', followed.error);
      const bulks = await store.guard(() => Promise.all(open.value.map((b) => history.getBulk(b.id))));
      if (!bulks.ok) return teamFailure(io, 'follow', bulks.error);
      for (const b of bulks.value) if (b) io.out(`${b.id}: ${bulkState(io, b.state)}`);
      return followed.value.every((o) => o === 'final') ? EXIT.allPaid : EXIT.unknown;
    }),
  );
}
