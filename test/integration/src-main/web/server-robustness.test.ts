import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE_KEY_HEADER, DEFAULT_LIMITS } from '../../../../src-main/web/server';

// Issue 25, items 2 and 6: no request, however malformed, cut off or large, stops the core, and no
// pile of idle sockets takes its file handles. Raw sockets (node:net), so nothing is cleaned up on
// the way: the server sees exactly the bytes an attacker's page or process would send.

const CAP = 64 * 1024;
/** The bare child: no last-resort handler, so whatever the server does not catch ends it. */
let bare: Served;
let port: number;

/** Sends raw bytes, returns everything the server answered until it closed or went quiet. */
function raw(bytes: string, { end = false }: { end?: boolean } = {}): Promise<string> {
  return new Promise((done) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(bytes);
      if (end) socket.end();
    });
    socket.on('data', (c: Buffer) => (answer += c.toString('utf8')));
    socket.on('error', () => done(answer));
    socket.on('close', () => done(answer));
    socket.setTimeout(3_000, () => socket.destroy());
  });
}

interface Served {
  child: ChildProcess;
  port: number;
  key: string;
  stderr: () => string;
}

/** Browser mode in a child process (test/fixtures/web/serving-child.ts), with the product's own limits. */
async function servingChild(args: string[] = []): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/web/serving-child.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const first = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      if (out.includes('\n')) done(out.split('\n')[0]!);
    });
    child.once('exit', (code) => fail(new Error(`the serving child stopped (${code}): ${stderr}`)));
  });
  const { port: childPort, bridgeKey } = JSON.parse(first) as { port: number; bridgeKey: string };
  return { child, port: childPort, key: bridgeKey, stderr: () => stderr };
}

const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;
const host = () => `Host: 127.0.0.1:${port}`;
const call = (extra: string[]) =>
  head([
    'POST /__bridge/invoke HTTP/1.1',
    host(),
    `Origin: http://127.0.0.1:${port}`,
    `${BRIDGE_KEY_HEADER}: ${bare.key}`,
    'Content-Type: application/json',
    'Connection: close',
    ...extra,
  ]);

/** The process is alive and answers: the page, and a bridge call through the core. */
async function stillServing(): Promise<void> {
  expect(bare.child.exitCode, bare.stderr()).toBeNull();
  expect(await raw(head(['GET / HTTP/1.1', host(), 'Connection: close']))).toMatch(/^HTTP\/1\.1 200/);
  const body = JSON.stringify({ channel: 'app:info', request: {} });
  expect(await raw(call([`Content-Length: ${body.length}`]) + body)).toMatch(/^HTTP\/1\.1 200[\s\S]*"ok":true/);
}

describe('browser mode under malformed requests', () => {
  beforeAll(async () => {
    bare = await servingChild(['--bare', `--cap=${CAP}`]);
    port = bare.port;
  });
  afterAll(() => void bare?.child.kill());

  it.each(['//[', 'http://[/', '//[::1', 'http://[::1/x', '/?token=%', '//[/?token=x'])(
    'answers the request target %s with 400 and goes on serving',
    async (target) => {
      const answer = await raw(head([`GET ${target} HTTP/1.1`, host(), 'Connection: close']));
      expect(answer).toMatch(/^HTTP\/1\.1 (400|403|404)/);
      await stillServing();
    },
  );

  it('goes on serving after a body cut off midway, whether the client vanishes or closes its side', async () => {
    const start = call(['Content-Length: 50000']) + '{"channel":"app:info","req';
    await new Promise<void>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(start, () => setTimeout(() => (socket.destroy(), done()), 50));
      });
      socket.on('error', () => done());
    });
    expect(await raw(start, { end: true })).not.toMatch(/^HTTP\/1\.1 200/);
    await stillServing();
  });

  it('answers a body over the cap with 413 and a clear message, said or sent (chunked), and one at the cap is read', async () => {
    const said = await raw(call([`Content-Length: ${CAP + 1}`]));
    expect(said).toMatch(/^HTTP\/1\.1 413/);
    expect(said).toContain('larger than Bulkpay takes');
    const chunk = 'x'.repeat(16 * 1024);
    const chunks = Array.from({ length: 5 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
    expect(await raw(call(['Transfer-Encoding: chunked']) + chunks + '0\r\n\r\n')).toMatch(/^HTTP\/1\.1 413/);
    // At the cap exactly: read, then refused for what it is (not a bridge call), not for its size.
    expect(await raw(call([`Content-Length: ${CAP}`]) + 'x'.repeat(CAP))).toMatch(/^HTTP\/1\.1 400/);
    await stillServing();
  });

  it('caps a call body below what one string can hold (512 MB would end the process)', () => {
    expect(DEFAULT_LIMITS.maxBodyBytes).toBeLessThan(512 * 1024 * 1024);
  });
});

const pageAnswer = async (childPort: number) => (await fetch(`http://127.0.0.1:${childPort}/`)).status;

describe('browser mode in its own process', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill();
  });

  it('keeps its open file handles near its connection cap while thousands of sockets sit idle, then answers again', async () => {
    const served = await servingChild();
    children.push(served.child);
    const handles = () => readdirSync(`/proc/${served.child.pid}/fd`).length;
    const before = handles();
    const sockets: Socket[] = [];
    for (let i = 0; i < 3_000; i++) {
      const socket = connect(served.port, '127.0.0.1');
      socket.on('error', () => {});
      sockets.push(socket);
    }
    await Promise.all(
      sockets.map(
        (s) => new Promise((done) => (s.connecting ? s.once('connect', done).once('close', done) : done(null))),
      ),
    );
    expect(handles()).toBeLessThan(before + DEFAULT_LIMITS.maxConnections + 16);
    // The idle ones it took are closed after the header timeout: the page answers again.
    await expect.poll(() => pageAnswer(served.port).catch(() => 0), { timeout: 30_000, interval: 1_000 }).toBe(200);
    for (const socket of sockets) socket.destroy();
  }, 60_000);

  it('logs an error nothing caught (redacted) and goes on serving', async () => {
    const served = await servingChild(['--slip']);
    children.push(served.child);
    await expect.poll(() => served.stderr().match(/goes on serving/g)?.length ?? 0, { timeout: 10_000 }).toBe(2);
    expect(served.stderr()).not.toContain(served.key);
    expect(served.stderr()).toContain('[redacted]');
    expect(served.stderr()).not.toMatch(/\n\s+at /); // no stack trace
    expect(await pageAnswer(served.port)).toBe(200);
    expect(served.child.exitCode).toBeNull();
  });
});
