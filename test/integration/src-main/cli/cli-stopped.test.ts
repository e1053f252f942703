import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../../src-main/cli/entry';
import { registerSecret } from '../../../../src-main/platform/security/redact';

// Issue 25, item 2 (CLI): an error no command caught ends `bulkpay` with one line saying what it
// was, in the user's language and with secrets taken out, never a stack trace of bundled source.

const bin = join(process.cwd(), 'bin/bulkpay.mjs');

describe('bulkpay stopped by an error nothing caught', () => {
  it.runIf(existsSync('/dev/full'))(
    'says so in one line, with no stack trace, when its answer cannot be written (a full disk)',
    () => {
      const full = openSync('/dev/full', 'w');
      try {
        const r = spawnSync(process.execPath, [bin, '--version'], {
          stdio: ['ignore', full, 'pipe'],
          env: { ...process.env, LANG: 'C', LC_ALL: 'C' },
        });
        const stderr = r.stderr.toString('utf8');
        expect(r.status, stderr).toBe(1);
        expect(stderr).toMatch(
          /^bulkpay stopped on an error it did not expect: .*ENOSPC.*report it with this line\.\n$/,
        );
        expect(stderr).not.toMatch(/\bat .+:\d+:\d+/);
      } finally {
        closeSync(full);
      }
    },
  );

  it('words the line in the user’s language and takes secrets out of it', async () => {
    registerSecret('k3y-of-this-run-123');
    const lines: string[] = [];
    const io = {
      out: () => {
        throw new Error('the reader went away holding k3y-of-this-run-123\n    at write (out/cli/entry.mjs:1:2)');
      },
      err: (text: string) => lines.push(text),
      cwd: process.cwd(),
      env: { LANG: 'fi_FI.UTF-8' },
    };
    expect(await runCli(['--version'], io)).toBe(1);
    expect(lines).toEqual([
      'bulkpay pysähtyi odottamattomaan virheeseen: the reader went away holding [redacted]. Aja komento uudelleen; jos se pysähtyy taas, ilmoita virheestä tämän rivin kanssa.',
    ]);
  });
});
