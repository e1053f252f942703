// What the team journeys (team-*.test.ts) share: the team password, a payroll file, and the steps a
// desktop takes in the team screens.
import { expect } from 'vitest';
import { connectTeamStore } from '../../../src-main/adapters/postgres/team-connection';
import type { AppRole } from '../../../src-main/adapters/postgres/team-store';
import type { PgCluster } from '../../integration/harness/pg-cluster';
import type { E2eApp } from './app';
import { expectAccessible } from './axe';
import { chooseCsv, goTo } from './steps';

export const PASSWORD = 'team-journey-password';
export const payroll = (tag: string) =>
  [
    'name,iban,amount,currency,message',
    `Acme Oy,FI4950009420028730,125.50,EUR,${tag} 1001`,
    `Beta GmbH,DE89370400440532013000,10.00,EUR,${tag} 1002`,
    `Gamma Ab,SE4550000000058398257466,42.25,EUR,${tag} 1003`,
  ].join('\r\n');

/**
 * Payments → a new run: from Review back to Fix and "Choose another file", or "Start a new payment
 * run" once the run was submitted for release → the new file's import summary.
 */
export async function importAnother(app: E2eApp, name: string, csv: string): Promise<void> {
  await goTo(app, 'Payments');
  const back = app.page.getByRole('button', { name: '← Back to Fix', exact: true });
  const newRun = app.page.getByRole('button', { name: 'Start a new payment run', exact: true });
  if ((await back.count()) > 0) await back.click();
  if ((await newRun.count()) > 0) await newRun.click();
  else await app.page.getByRole('button', { name: 'Choose another file' }).click();
  await expectAccessible(app.page, 'Payments, another file');
  await chooseCsv(app, name, csv);
}

/**
 * Push, not poll: the page reads the team's runs only when main says something changed (and not
 * even then for a run it lists: main pushes the run with the change). Watches `app`'s bridge calls
 * to team:runs for longer than the old 3 s poll and expects none; then the change must show
 * (`shown` resolves) with no poll to bring it; returns how long after `act` that took, also
 * printed in the output.
 */
export async function expectPushedNotPolled(app: E2eApp, act: () => Promise<void>, shown: () => Promise<unknown>) {
  const reads: number[] = [];
  const onRequest = (r: { url(): string; postData(): string | null }) => {
    if (r.url().endsWith('/__bridge/invoke') && r.postData()?.includes('"team:runs"')) reads.push(Date.now());
  };
  app.page.on('request', onRequest);
  try {
    // A change made just before (the page's own submit) may still be on its way as a push on a busy
    // machine: wait until the page has read nothing for a second, then watch longer than the old poll.
    const settledBy = Date.now() + 15_000;
    while (Date.now() < settledBy && reads.some((at) => at > Date.now() - 1000))
      await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1000));
    // A 3 s poll reads in every 3.5 s window; a push still arriving from an earlier change (a bulk
    // followed to its outcome) reads once. So look for one quiet window, for up to 20 s.
    const quietBy = Date.now() + 20_000;
    let quiet = false;
    while (!quiet && Date.now() < quietBy) {
      reads.length = 0;
      await new Promise((r) => setTimeout(r, 3500));
      quiet = reads.length === 0;
    }
    expect(quiet, 'a 3.5 s window with no team:runs read while nothing changed (no 3 s poll)').toBe(true);
    const acted = Date.now();
    await act();
    await shown();
    const took = Date.now() - acted;
    // The delay goes to the journey's output, not into an assertion (a busy machine is not a
    // failure); the figure the issue asks for (within 1 s) is met by design: LISTEN/NOTIFY pushes.
    console.info(`team change shown on the other desktop ${took} ms after the action`);
    // No read of the runs is needed for it: a change to a run the page lists comes with the run.
    // A read here would mean the change came by a poll (LISTEN broken, the fallback reading).
    expect(reads, 'no team:runs read between the action and the change shown: it came pushed').toEqual([]);
    return took;
  } finally {
    app.page.off('request', onRequest);
  }
}

export async function goToTeam(app: E2eApp): Promise<void> {
  await app.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Team' }).click();
  await app.page.getByRole('heading', { level: 1, name: 'Team runs' }).waitFor();
}

/** Settings → Team: the address without the password, the password in its own field. */
export async function joinTeam(app: E2eApp, cluster: PgCluster, user: string): Promise<void> {
  const { page } = app;
  await goTo(app, 'Settings');
  const panel = page.getByRole('region', { name: 'Team' });
  await panel.getByLabel('Team database address').fill(`postgresql://${user}@127.0.0.1:${cluster.port}/postgres`);
  await panel.getByLabel(/^Database password/).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Connect' }).click();
  await expect.poll(() => panel.getByTestId('team-you').textContent(), { timeout: 20_000 }).toMatch(user);
}

/** The IT admin installs the team schema and gives each login its Bulkpay role (as `team_admin`). */
export async function installTeamWithRoles(cluster: PgCluster, roles: Record<string, AppRole>): Promise<void> {
  const admin = await connectTeamStore(cluster.url('team_admin', PASSWORD), null);
  if (!admin.ok) throw new Error(admin.error.message);
  try {
    expect((await admin.value.migrate()).ok).toBe(true);
    for (const [login, role] of Object.entries(roles)) expect((await admin.value.setRole(login, role)).ok).toBe(true);
  } finally {
    await admin.value.close();
  }
}
