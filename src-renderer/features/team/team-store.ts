import { usePaymentImport } from '../payments/store';
import type { SeparateConfirmation } from '../../../src-shared/validation/separate-confirmations';
import { create, type StoreApi } from 'zustand';
import type { SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import type { ReviewSummary } from '../../../src-shared/ipc/channels/import-volume';
import type { RequestOf, ResponseOf } from '../../../src-shared/ipc/contract';
import type { AppError } from '../../../src-shared/result';
import { bulkpay } from '../../bridge';
import { readAs, useBulks } from '../bulks/bulks-store';
import { checkContext, reviewUploaded } from '../bulks/row-upload';
import { beginListRead, leftTeamSession, listIsWhole, withPushedRun } from './list-reads';

export type TeamView = ResponseOf<'team:status'>;
export type TeamRunSummary = ResponseOf<'team:runs'>['runs'][number];
export type TeamRunDetail = ResponseOf<'team:run'>;
export type TeamMember = ResponseOf<'team:members'>['members'][number];
export type AppRole = TeamMember['appRole'];
/**
 * A run to review and submit: the rows and how the window read them (main votes on their decimal
 * mark). The rows go to main in chunks; the review and the submit name their upload.
 */
export type TeamReviewInput = Omit<RequestOf<'team:review'>, 'upload'> & { rows: SubmitInput['rows'] };

/** The import screen's current rows and the chosen paying account, as a run to submit (read only). */
export function currentImport(): TeamReviewInput | null {
  const p = usePaymentImport.getState();
  const { account, paymentAccountId } = useBulks.getState();
  if (!p.result || p.result.rowCount === 0 || !account) return null;
  return {
    file: {
      name: p.fileName,
      sha256: p.sha256,
      encoding: p.file?.encoding ?? 'utf-8',
      ...(p.file?.message ? { message: p.file.message } : {}),
    },
    rows: p.rows,
    decimalStyle: p.file?.decimalStyle,
    paymentAccount: account,
    ...(paymentAccountId.trim() ? { paymentAccountId: paymentAccountId.trim() } : {}),
    ...readAs(),
  };
}

interface TeamState {
  view: TeamView | undefined;
  members: TeamMember[];
  runs: TeamRunSummary[];
  detail: TeamRunDetail | undefined;
  /** The review of the current import as a team run, and exactly what it checked. */
  review: ReviewSummary | undefined;
  /** What the review checked: the rows, uploaded under `upload`. */
  reviewed: (TeamReviewInput & { upload: string }) | undefined;
  warningsChecked: boolean;
  /** The run just submitted from this desktop. */
  submitted: TeamRunSummary | undefined;
  /** Another desktop holds the run's send claim. */
  sendingElsewhere: { by: string; host: string } | undefined;
  busy: string | undefined;
  error: AppError | undefined;
  /** Team changes arrive as they happen (main's LISTEN connection is up); undefined until asked. */
  live: boolean | undefined;
  /** Live updates were lost as through a transaction-mode pooler (LISTEN accepted, nothing delivered). */
  livePooler: boolean;
  /** The bulks this desktop just sent for a run: the guided run follows them to Approve and Outcome. */
  sentHere: { runId: string; bulkIds: string[] } | undefined;
  refresh(): Promise<void>;
  /** Asks main whether team changes are pushed (on opening a screen that follows colleagues). */
  checkLive(): Promise<void>;
  /** Reads the runs and the open run again: a colleague changed something (pushed, or the slow poll). */
  follow(): Promise<void>;
  connect(url: string, password: string, install: boolean): Promise<boolean>;
  disconnect(): Promise<void>;
  loadMembers(): Promise<void>;
  setRole(dbRole: string, appRole: AppRole): Promise<boolean>;
  loadRuns(): Promise<void>;
  /** Reads the open run again when a colleague moved it (state, claim) on another desktop. */
  reloadRun(runId: string): Promise<void>;
  openRun(runId: string): Promise<void>;
  closeRun(): void;
  /** Closes the run if it is the one open (or opening): a screen that opened it for itself leaves it. */
  leaveRun(runId: string): void;
  /** `payAgain`: the approver confirms paying again payments another released or sent run holds. */
  release(runId: string, payAgain?: boolean, confirmedSeparately?: SeparateConfirmation[]): Promise<void>;
  returnRun(runId: string, comment: string): Promise<boolean>;
  send(runId: string): Promise<void>;
  /** Finishes sending a run whose sender stopped renewing its claim (team:takeOver), then follows it as a send. */
  takeOver(runId: string): Promise<void>;
  reviewForRelease(input: TeamReviewInput): Promise<void>;
  setWarningsChecked(checked: boolean): void;
  submitForRelease(confirmedSeparately?: SeparateConfirmation[]): Promise<void>;
  clearSubmission(): void;
}

type TeamSet = StoreApi<TeamState>['setState'];
type TeamGet = StoreApi<TeamState>['getState'];
type BridgeAnswer<T> = Promise<{ ok: true; value: T } | { ok: false; error: AppError }>;
/** Runs one bridge call with the busy flag `what`; an error is kept for the screen to show. */
type BusyCall = <T>(what: string, request: () => BridgeAnswer<T>) => Promise<T | undefined>;

function busyCall(set: TeamSet): BusyCall {
  return async (what, request) => {
    set({ busy: what, error: undefined });
    const result = await request();
    set({ busy: undefined, ...(result.ok ? {} : { error: result.error }) });
    return result.ok ? result.value : undefined;
  };
}

/** The run last asked to be opened, until closed. */
let opening: string | undefined;
/**
 * Every write of the open run (opened, read again after an action or a colleague's move, a pushed
 * move) takes the next number: a read answering after a later write began must not put an older state back.
 */
let detailWrites = 0;

/** Reads the open run; shown only if nothing wrote the run since and it is still the one open. */
async function readDetail(set: TeamSet, runId: string, read: () => Promise<TeamRunDetail | undefined>): Promise<void> {
  const write = ++detailWrites;
  const detail = await read();
  if (detail && write === detailWrites && opening === runId) set({ detail });
}

/** The run as main reads it now (undefined if it could not). */
async function runNow(runId: string): Promise<TeamRunDetail | undefined> {
  const detail = await bulkpay.team.run({ runId });
  return detail.ok ? detail.value : undefined;
}

/** A colleague moved the open run (state, claim): shows the move at once, then reads the rest of the run. */
async function showMove(set: TeamSet, get: TeamGet, now: TeamRunSummary): Promise<void> {
  const open = get().detail;
  if (!open || open.run.id !== now.id) return;
  if (now.state === open.run.state && now.claimedBy === open.run.claimedBy) return;
  // The rest of the run (its payments worked out again, the check against the bank) follows when main has read it.
  set({ detail: { ...open, run: now } });
  await readDetail(set, now.id, () => runNow(now.id));
}

/** Reads the run again after this desktop acted on it (if it is still the one open), and the runs. */
async function reopen(set: TeamSet, get: TeamGet, runId: string): Promise<void> {
  await readDetail(set, runId, () => runNow(runId));
  await get().loadRuns();
}

/**
 * Main's pushes: a bulk of the open run changed at the bank, a colleague's change reached the team
 * database, live updates came or went. Answers `follow`: reads the runs (and the open run) again,
 * once however many changes arrive meanwhile.
 */
function followTeam(set: TeamSet, get: TeamGet): () => Promise<void> {
  // A bulk of the open run changed at the bank: show it live.
  bulkpay.on('bulks:updated', ({ bulk }) => {
    const detail = get().detail;
    if (!detail?.bulks.some((b) => b.id === bulk.id)) return;
    set({ detail: { ...detail, bulks: detail.bulks.map((b) => (b.id === bulk.id ? bulk : b)) } });
  });
  let following: Promise<void> | undefined;
  let followAgain = false;
  const followOnce = async () => {
    if (!get().view?.configured) return;
    await get().loadRuns();
    // The open run follows too, unless this desktop is acting on it (its own answer comes next).
    // Not waited for: its move shows at once, and a change arriving meanwhile is read at once too.
    const openId = get().detail?.run.id;
    if (openId && get().busy === undefined) void get().reloadRun(openId);
  };
  const follow = (): Promise<void> => {
    if (following) {
      followAgain = true;
      return following;
    }
    following = (async () => {
      do {
        followAgain = false;
        await followOnce();
      } while (followAgain);
    })().finally(() => (following = undefined));
    return following;
  };
  // Main pushes team changes as they commit (PostgreSQL LISTEN/NOTIFY): no 3 s poll. A bulk of the
  // team history (a tracker writes one on every look at the bank) moves no run: with fifty desktops,
  // reading the runs for it would be fifty reads per poll of every bulk followed. A listed run that
  // changed comes with the push (main read that one row): shown at once, no runs read; so does a
  // new one, put in its place once the runs were read (fifty desktops: no list read per submit).
  // The open run shows a pushed move whether or not it is listed (opened from History, say).
  bulkpay.on('team:changed', ({ kind, run }) => {
    if (kind !== 'run') return;
    if (run && get().busy === undefined) void showMove(set, get, run);
    if (!run || !listIsWhole()) return void follow();
    set({ runs: withPushedRun(get().runs, run) });
  });
  bulkpay.on('team:liveChanged', ({ live, pooler }) => set({ live, livePooler: pooler ?? false }));
  return follow;
}

/** The team database: connection, live updates, members and their roles. */
function connectionActions(
  set: TeamSet,
  get: TeamGet,
  call: BusyCall,
): Pick<TeamState, 'checkLive' | 'refresh' | 'connect' | 'disconnect' | 'loadMembers' | 'setRole'> {
  return {
    async checkLive() {
      const live = await bulkpay.team.live({});
      if (live.ok) set({ live: live.value.live, livePooler: live.value.pooler ?? false });
    },
    async refresh() {
      const view = await bulkpay.team.status({});
      if (view.ok) set({ view: view.value });
    },
    async connect(url, password, install) {
      const view = await call('connect', () =>
        bulkpay.team.connect({ url, ...(password ? { password } : {}), install }),
      );
      if (view) set({ view });
      return Boolean(view);
    },
    async disconnect() {
      const view = await call('disconnect', () => bulkpay.team.disconnect({}));
      if (!view) return;
      leftTeamSession();
      set({ view, members: [], runs: [], detail: undefined });
    },
    async loadMembers() {
      const found = await bulkpay.team.members({});
      if (found.ok) set({ members: found.value.members });
    },
    async setRole(dbRole, appRole) {
      const done = await call('role', () => bulkpay.team.setRole({ dbRole, appRole }));
      if (done) await get().loadMembers();
      return Boolean(done);
    },
  };
}

/** The team's runs and the one open. */
function runActions(
  set: TeamSet,
  get: TeamGet,
  call: BusyCall,
): Pick<TeamState, 'loadRuns' | 'reloadRun' | 'openRun' | 'closeRun' | 'leaveRun'> {
  return {
    async loadRuns() {
      const read = beginListRead();
      try {
        const found = await bulkpay.team.runs({});
        // Left team mode meanwhile: the list read is not this desktop's any more.
        if (!read.inSession()) return;
        if (!found.ok) return set({ error: found.error });
        set({ runs: read.listed(found.value.runs, get().runs) });
      } finally {
        read.end();
      }
    },
    async reloadRun(runId) {
      // The colleague's move shows at once: the list just read has it.
      const now = get().runs.find((r) => r.id === runId);
      if (now) await showMove(set, get, now);
    },
    async openRun(runId) {
      opening = runId;
      set({ detail: undefined, sendingElsewhere: undefined });
      // Closed (or another run opened) while it was read: not to be shown now.
      await readDetail(set, runId, () => call('open', () => bulkpay.team.run({ runId })));
    },
    closeRun: () => {
      opening = undefined;
      set({ detail: undefined, sendingElsewhere: undefined, error: undefined });
    },
    leaveRun(runId) {
      if (opening === runId) get().closeRun();
    },
  };
}

/** Releasing, returning and sending a run (or finishing another desktop's send). */
function decisionActions(
  set: TeamSet,
  get: TeamGet,
  call: BusyCall,
): Pick<TeamState, 'release' | 'returnRun' | 'send' | 'takeOver'> {
  /** A send (or a take-over) answered: sent from here, or another desktop holds the claim. */
  const sendAs = async (what: 'send' | 'takeOver', runId: string) => {
    const sent = await call(what, () => bulkpay.team[what]({ runId }));
    if (sent && !sent.claimed) set({ sendingElsewhere: { by: sent.by, host: sent.host } });
    if (sent?.claimed) set({ sentHere: { runId, bulkIds: sent.bulks.map((b) => b.id) } });
    await reopen(set, get, runId);
  };
  return {
    async release(runId, payAgain = false, confirmedSeparately = []) {
      await call('release', () =>
        bulkpay.team.release({ runId, acknowledgeDuplicates: payAgain, confirmedSeparately }),
      );
      await reopen(set, get, runId);
    },
    async returnRun(runId, comment) {
      const done = await call('return', () => bulkpay.team.return({ runId, comment }));
      await reopen(set, get, runId);
      return Boolean(done);
    },
    send: (runId) => sendAs('send', runId),
    takeOver: (runId) => sendAs('takeOver', runId),
  };
}

/** The current import reviewed as a team run and submitted for release. */
function submitActions(
  set: TeamSet,
  get: TeamGet,
  call: BusyCall,
): Pick<TeamState, 'reviewForRelease' | 'setWarningsChecked' | 'submitForRelease' | 'clearSubmission'> {
  return {
    async reviewForRelease(input) {
      set({ review: undefined, reviewed: undefined, warningsChecked: false, submitted: undefined });
      const { rows, ...rest } = input;
      const checkAs = checkContext(useBulks.getState().accounts, input.paymentAccount);
      let upload = '';
      const review = await call('review', async () => {
        const asked = await reviewUploaded(rows, checkAs, (id) => bulkpay.team.review({ ...rest, upload: id }));
        upload = asked.upload;
        return asked.review;
      });
      if (review) set({ review, reviewed: { ...input, upload } });
    },
    setWarningsChecked: (warningsChecked) => set({ warningsChecked }),
    async submitForRelease(confirmedSeparately = []) {
      const { review, reviewed, warningsChecked } = get();
      if (!review || !reviewed) return;
      // Only the rows that were checked: an edit since then needs a new check first.
      if (reviewed.rows !== usePaymentImport.getState().rows) {
        set({ review: undefined, reviewed: undefined, warningsChecked: false });
        return;
      }
      const { rows: _rows, ...uploaded } = reviewed;
      const done = await call('submit', () =>
        bulkpay.team.submit({ ...uploaded, planHash: review.planHash, warningsChecked, confirmedSeparately }),
      );
      if (done) set({ submitted: done.run, review: undefined, reviewed: undefined, warningsChecked: false });
      await get().loadRuns();
    },
    clearSubmission: () =>
      set({
        review: undefined,
        reviewed: undefined,
        warningsChecked: false,
        submitted: undefined,
        sentHere: undefined,
        error: undefined,
      }),
  };
}

/** Team mode: the connection, members and roles, and the runs waiting for release. */
export const useTeam = create<TeamState>((set, get) => {
  const call = busyCall(set);
  return {
    view: undefined,
    members: [],
    runs: [],
    detail: undefined,
    review: undefined,
    reviewed: undefined,
    warningsChecked: false,
    submitted: undefined,
    sendingElsewhere: undefined,
    busy: undefined,
    error: undefined,
    live: undefined,
    livePooler: false,
    sentHere: undefined,
    follow: followTeam(set, get),
    ...connectionActions(set, get, call),
    ...runActions(set, get, call),
    ...decisionActions(set, get, call),
    ...submitActions(set, get, call),
  };
});

/** What the user may do in the team, by their Bulkpay role. */
export const canRelease = (role: AppRole | null | undefined) => role === 'approver' || role === 'admin';
export const canPrepare = (role: AppRole | null | undefined) => role === 'preparer' || role === 'admin';
export const canSend = (role: AppRole | null | undefined) => Boolean(role) && role !== 'viewer';
