import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { err, ok, type Result } from '../../../src-shared/result';
import type { EventBus } from '../../platform/events';
import type { Logger } from '../../platform/log';
import { FolderSetting } from '../reports/folder-setting';
import { writeFileAtomic } from '../../platform/write-file-atomic';
import type { SubmissionService } from '../send/submission-service';
import type { TeamStore } from '../../ports/team/team-store';
import type { InboxRecord, InboxStore } from '../../ports/inbox-records';
import { InboxWatcher } from './inbox-watcher';
import type { PickUpDeps, PickUpOutcome } from './pick-up';
import { teamSubmitter } from './team-submit';

const SETTINGS_FILE = 'erp-inbox.json';
/** Team mode: `{ account }` when each good file is submitted to the team for release. */
const TEAM_FILE = 'erp-inbox-team.json';

/** What submitting a file to the team needs; the core passes its own. */
export interface InboxTeam {
  /** This desktop works in a team (a team address is configured). */
  inTeam(): boolean;
  storeOf(): Promise<Result<TeamStore>>;
  submission: SubmissionService;
}

export interface ErpInboxOptions {
  dataDir: string;
  store: InboxStore;
  events: EventBus;
  logger?: Logger | undefined;
  settleMs?: number | undefined;
  /** The payee book and other options of the check, read when a file is checked. */
  checkOptions?: PickUpDeps['checkOptions'];
  /** The words of a rejected file's why report (the user's language). */
  whyWords?: PickUpDeps['whyWords'];
  team?: InboxTeam | undefined;
}

/**
 * The ERP inbox in the app: a folder the user chooses (Settings → ERP inbox) where the ERP drops
 * payment files. Each settled file is picked up once (docs/erp-reports.md) and offered on Home as
 * a run; one that cannot be read is moved to `rejected/` with a report of why. Watches while the
 * app runs; a file dropped meanwhile is picked up at the next start.
 */
export class ErpInbox {
  private readonly setting: FolderSetting;
  private watcher: InboxWatcher | undefined;

  constructor(private readonly o: ErpInboxOptions) {
    this.setting = new FolderSetting(o.dataDir, SETTINGS_FILE, 'inbox_folder');
  }

  folder(): string | null {
    return this.setting.folder();
  }

  /** Saves the folder (null: off) and watches it from now on. */
  async setFolder(folder: string | null): Promise<Result<{ folder: string | null }>> {
    const saved = this.setting.save(folder);
    if (saved.ok) await this.start();
    return saved;
  }

  inTeam(): boolean {
    return this.o.team?.inTeam() ?? false;
  }

  /** Team mode: the account each good file is submitted for release from; null when files are offered on Home. */
  teamAccount(): string | null {
    const file = join(this.o.dataDir, TEAM_FILE);
    if (!this.inTeam() || !existsSync(file)) return null;
    try {
      const account = (JSON.parse(readFileSync(file, 'utf8')) as { account?: unknown }).account;
      return typeof account === 'string' ? account : null;
    } catch {
      return null;
    }
  }

  /** Asks for each good file to be submitted to the team (from `account`), or offered on Home (null). */
  async setTeamAccount(account: string | null): Promise<Result<{ account: string | null }>> {
    if (account !== null && !this.inTeam())
      return err(
        'inbox_team_only',
        'Submitting files to the team for release needs team mode; connect to the team first.',
      );
    writeFileAtomic(join(this.o.dataDir, TEAM_FILE), JSON.stringify({ account }));
    await this.start();
    return ok({ account });
  }

  private beforeRecord(): PickUpDeps['beforeRecord'] {
    const account = this.teamAccount();
    const team = this.o.team;
    return account && team ? teamSubmitter(() => team.storeOf(), team.submission, account) : undefined;
  }

  /** Starts (or restarts) watching the saved folder; nothing when the inbox is off. */
  async start(): Promise<void> {
    await this.stop();
    const folder = this.folder();
    if (!folder) return;
    this.watcher = new InboxWatcher(folder, {
      store: this.o.store,
      ...(this.o.settleMs ? { settleMs: this.o.settleMs } : {}),
      ...(this.o.checkOptions ? { checkOptions: this.o.checkOptions } : {}),
      ...(this.o.whyWords ? { whyWords: this.o.whyWords } : {}),
      beforeRecord: this.beforeRecord(),
      onOutcome: (outcome) => this.told(outcome),
      onProblem: (cause) => this.o.logger?.warn(`The ERP inbox ${folder} could not be looked at: ${String(cause)}`),
      onWaiting: (waiting) =>
        this.o.logger?.warn(
          waiting
            ? `Another Bulkpay watches the ERP inbox ${folder}; this one waits until it stops.`
            : `This Bulkpay now watches the ERP inbox ${folder}.`,
        ),
    });
    await this.watcher.start();
    this.o.events.emit('inbox:changed', {});
  }

  async stop(): Promise<void> {
    await this.watcher?.stop();
    this.watcher = undefined;
  }

  /** Files read and not opened yet (Home: "2 new files from the ERP"), and those rejected, not dismissed. */
  newFiles(): InboxRecord[] {
    return this.o.store.newFiles();
  }

  /** A rejected file's notice dismissed on Home. */
  dismiss(sha256: string): void {
    this.o.store.markOpened(sha256, new Date().toISOString());
    this.o.events.emit('inbox:changed', {});
  }

  /** The bytes of a file read from the inbox, for the import screen; marks it opened. */
  open(sha256: string): Result<{ name: string; bytes: Buffer }> {
    const record = this.o.store.find(sha256);
    if (!record || record.outcome !== 'read')
      return err('inbox_file_not_found', 'That file from the ERP is no longer in the inbox; look in its read folder.');
    let bytes: Buffer;
    try {
      bytes = readFileSync(record.storedPath);
    } catch {
      return err(
        'inbox_file_not_found',
        `${record.name} is no longer at ${record.storedPath}; it was moved or deleted there. Import it yourself if you have it.`,
        undefined,
        { name: record.name, path: record.storedPath },
      );
    }
    this.o.store.markOpened(sha256, new Date().toISOString());
    this.o.events.emit('inbox:changed', {});
    return ok({ name: record.name, bytes });
  }

  /** Home shows a file read or rejected (with its reason) as soon as it is picked up. */
  private told(outcome: PickUpOutcome) {
    if (outcome.kind === 'read' || outcome.kind === 'rejected') this.o.events.emit('inbox:changed', {});
  }
}
