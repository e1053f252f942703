// Behind PgBouncer in transaction mode (the real one, Debian's package): the team's pooled
// connections keep no session state across transactions, so preparing, releasing and sending a
// run work through it, two desktops racing to send it make one send, and a desktop killed
// mid-send is finished from another through it after the sender's heartbeat runs out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgBouncer, type PgBouncer } from './pgbouncer';
import { expectBankAndTeamAgree, PASSWORD, startFaultTeam, until, type FaultTeam } from './team-fault-harness';

let team: FaultTeam;
let bouncer: PgBouncer;

beforeAll(async () => {
  team = await startFaultTeam();
  bouncer = await startPgBouncer(team.cluster, { alice: PASSWORD, bob: PASSWORD, carol: PASSWORD });
}, 120_000);

afterAll(async () => {
  await bouncer?.stop();
  await team?.close();
});

const viaBouncer = (user: string) => team.desktop(user, `${user}-bouncer`, bouncer.port);

describe('the team behind PgBouncer in transaction mode', () => {
  it('prepares, releases and sends a run through it; two desktops racing make one send', async () => {
    const file = 'bouncer.csv';
    const { id, keys } = await team.submittedRun(file, 150);
    const released = await team.cli(viaBouncer('bob'), 'team', 'release', id, '--yes');
    expect(released.err).toBe('');
    const sends = await Promise.all(['alice', 'carol'].map((u) => team.bin(viaBouncer(u), 'team', 'send', id).exited));
    const refused = sends.filter((s) => s.stderr !== '');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.stderr).toMatch(/is being sent by \w+ on|has been sent already/);
    await expectBankAndTeamAgree(team, file, keys, [100, 50]);
    expect((await team.runState(id)).state).toBe('sent');
  }, 60_000);

  it('a sender killed mid-send through it is finished from another desktop once its heartbeat runs out', async () => {
    const file = 'bouncer-killed.csv';
    const { id, keys } = await team.releasedRun(file, 3);
    await team.holdBulk(1);
    const sending = team.bin(viaBouncer('alice'), 'team', 'send', id);
    await until(async () => (await team.conn.control.inProgress()).length === 1, 'the bulk at the bank');
    sending.child.kill('SIGKILL');
    await sending.exited;
    await team.conn.control.releaseHolds();
    let finished;
    const giveUp = Date.now() + 30_000;
    do finished = await team.bin(viaBouncer('carol'), 'team', 'send', id).exited;
    while (/is being sent by alice/.test(finished.stderr) && Date.now() < giveUp);
    expect(finished.stderr).toBe('');
    await expectBankAndTeamAgree(team, file, keys, [3]);
    expect(await team.runState(id)).toEqual({ state: 'sent', claimed_by: 'carol' });
  }, 60_000);
});
