/**
 * While browser mode reads the core (loadInTurns: a module a turn, each turn holding the thread),
 * the page and its scripts are answered in the turn their request is read: a file of the page is
 * read at once, not in four steps through the thread pool (open, stat, read, close), each of which
 * would wait behind one more module.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInTurns } from '../../../../src-main/web/browser-mode';
import { WebServer } from '../../../../src-main/web/server';

let scratch: string;
let server: WebServer;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'bulkpay-page-turns-'));
  const rendererRoot = join(scratch, 'renderer');
  mkdirSync(join(rendererRoot, 'assets'), { recursive: true });
  writeFileSync(join(rendererRoot, 'index.html'), '<!doctype html><title>Bulkpay</title>');
  writeFileSync(join(rendererRoot, 'assets', 'app.js'), 'console.log(1)');
  server = new WebServer({ rendererRoot });
  await server.listen();
});
afterAll(async () => {
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** Holds the thread as reading a module does (its code compiled and run), for a few milliseconds. */
function holdTheThread(): void {
  const until = performance.now() + 15;
  while (performance.now() < until);
}

/** The turn of the module reading in which `path`'s answer had fully arrived (turns counted from 1). */
async function answeredInTurn(path: string): Promise<{ turn: number; status: number }> {
  let turn = 0;
  let answered: { turn: number; status: number } | null = null;
  const { port } = new URL(server.launchUrl);
  const req = request({ host: '127.0.0.1', port, path, headers: { host: `127.0.0.1:${port}` } });
  req.on('response', (res) => {
    res.resume();
    res.on('end', () => (answered ??= { turn, status: res.statusCode ?? 0 }));
  });
  req.end();
  const module = () => {
    turn++;
    holdTheThread();
    return Promise.resolve(turn);
  };
  await loadInTurns(Array.from({ length: 20 }, () => module));
  expect(answered, 'answered while the modules were read').not.toBeNull();
  return answered!;
}

describe('the page while the core is read', () => {
  it('the page with the bridge key and a script of the page are answered within a few turns, not behind the thread pool', async () => {
    // Connecting, the request read, the answer read by this client: a turn each on loopback (the
    // page 3, the script on the kept-alive socket 1). A read through the thread pool added four
    // more to each (7 and 5).
    const launch = new URL(server.launchUrl);
    expect(await answeredInTurn(launch.pathname + launch.search)).toEqual({
      turn: expect.toBeOneOf([1, 2, 3]),
      status: 200,
    });
    expect(await answeredInTurn('/assets/app.js')).toEqual({ turn: expect.toBeOneOf([1, 2, 3]), status: 200 });
  });
});
