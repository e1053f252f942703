import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { totalsText } from '../../../src-shared/payments/currency';
import { ok } from '../../../src-shared/result';
import { composeInboxServices } from '../../app/compose-cli';
import { InboxWatcher } from '../../features/inbox/inbox-watcher';
import type { PickUpDeps, PickUpOutcome } from '../../features/inbox/pick-up';
import { defaultDataDir } from '../../platform/paths';
import { openBankContext, withBulkContext } from '../bulk-context';
import { parseCommandArgs, USAGE_ERROR, type CliCommand, type CliIo } from '../command';
import { cliWords, commandHelp } from '../messages';
import { LOCK_NAME } from '../../features/inbox/folder-lock';
import { EXIT } from './bulk-report';
import { teamSubmitter } from '../../features/inbox/team-submit';
import { withTeamStore } from './team-access';

const help = commandHelp('inbox');

/** One line per file, in the user's language (or one JSON object per line with --json). */
function printOutcome(io: CliIo, outcome: PickUpOutcome, json: boolean): void {
  const { t, message } = cliWords(io.env);
  if (outcome.kind === 'later') {
    if (!outcome.why) return;
    if (json) io.out(JSON.stringify({ file: outcome.name, outcome: 'later', reason: outcome.why.message }));
    else io.out(t('edges.inbox.later', { file: outcome.name, why: outcome.why.message }));
    return;
  }
  if (outcome.kind === 'duplicate') {
    const { name, earlier, storedPath } = outcome;
    if (json) io.out(JSON.stringify({ file: name, outcome: 'duplicate', sameAs: earlier.name, movedTo: storedPath }));
    else
      io.out(
        t('edges.inbox.duplicate', { file: name, earlier: earlier.name, at: earlier.receivedAt, movedTo: storedPath }),
      );
    return;
  }
  const r = outcome.record;
  if (json) {
    const { name: file, outcome: kind, payments, errors, totals, storedPath: movedTo, reason, teamRunId } = r;
    io.out(JSON.stringify({ file, outcome: kind, payments, errors, totals, movedTo, reason, teamRunId }));
  } else if (r.outcome === 'rejected')
    io.out(t('edges.inbox.rejected', { file: r.name, why: r.reason ? message(r.reason) : '', movedTo: r.storedPath }));
  else {
    const total = totalsText(r.totals);
    const key = r.teamRunId ? 'edges.inbox.submitted' : r.errors ? 'edges.inbox.readWithErrors' : 'edges.inbox.read';
    io.out(t(key, { file: r.name, count: r.payments, total, errors: r.errors, run: r.teamRunId }));
  }
}

/** Until SIGINT or SIGTERM (a service manager stopping it). */
function stopped(): Promise<void> {
  return new Promise((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
}

async function pickUp(io: CliIo, folder: string, deps: PickUpDeps, once: boolean, json: boolean): Promise<number> {
  let rejected = false;
  const watcher = new InboxWatcher(folder, {
    ...deps,
    ...(io.env.BULKPAY_INBOX_SETTLE_MS ? { settleMs: Number(io.env.BULKPAY_INBOX_SETTLE_MS) } : {}),
    onOutcome: (outcome) => {
      if (outcome.kind === 'rejected' || outcome.kind === 'duplicate') rejected = true;
      printOutcome(io, outcome, json);
    },
    onProblem: (cause) => io.err(cliWords(io.env).t('edges.inbox.lookFailed', { folder, why: String(cause) })),
    onWaiting: (waiting) =>
      io.err(
        cliWords(io.env).t(waiting ? 'edges.inbox.waiting' : 'edges.inbox.waitingOver', {
          folder,
          lock: join(folder, LOCK_NAME),
        }),
      ),
  });
  for (const record of await watcher.reconcile()) printOutcome(io, { kind: record.outcome, record }, json);
  if (once) await watcher.once();
  else {
    await watcher.start();
    if (!json) io.err(cliWords(io.env).t('edges.inbox.watching', { folder }));
    await stopped();
    await watcher.stop();
  }
  return rejected ? EXIT.validation : EXIT.allPaid;
}

async function run(args: string[], io: CliIo): Promise<number> {
  const parsed = parseCommandArgs(
    'inbox',
    help.usage(io.env),
    args,
    {
      once: { type: 'boolean' },
      'team-submit': { type: 'boolean' },
      account: { type: 'string' },
      json: { type: 'boolean' },
    },
    io,
  );
  if (!parsed) return USAGE_ERROR;
  const { values: o, positionals } = parsed;
  const usage = (why: string) => (io.err(`bulkpay inbox: ${why}\n\n${help.usage(io.env)}`), USAGE_ERROR);
  const { t } = cliWords(io.env);
  if (positionals.length !== 1) return usage(t('edges.inbox.giveFolder'));
  if (o['team-submit'] && !o.account) return usage(t('edges.inbox.giveAccount'));
  const folder = resolve(io.cwd, positionals[0]!);
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return usage(t('edges.inbox.noFolder', { folder }));
  const dataDir = defaultDataDir(io.env);
  const opened = composeInboxServices(dataDir, (notice) => io.err(notice));
  if (!opened.ok) return (io.err(cliWords(io.env).error('inbox', opened.error)), EXIT.validation);
  try {
    const { store, payeeBook, characterSet } = opened.value;
    // Read for each file, as the app does: a watcher runs for months while the book and profile change.
    const checkOptions = async () => ({
      payeeBook: payeeBook(),
      characterSet: await characterSet(),
    });
    // The CLI's own words (English and the user's language, loaded at start), not all four catalogs.
    const whyWords = async () => cliWords(io.env);
    const deps: PickUpDeps = { store, checkOptions, whyWords };
    const json = Boolean(o.json);
    if (!o['team-submit']) return await pickUp(io, folder, deps, Boolean(o.once), json);
    return await withTeamStore('inbox', io, async (store) =>
      withBulkContext('inbox', io, await openBankContext(io), (ctx) =>
        pickUp(
          io,
          folder,
          { ...deps, beforeRecord: teamSubmitter(async () => ok(store), ctx.bulks.submission, o.account!) },
          Boolean(o.once),
          json,
        ),
      ),
    );
  } finally {
    opened.value.close();
  }
}

export const inboxCommand: CliCommand = { name: 'inbox', ...help, run };
