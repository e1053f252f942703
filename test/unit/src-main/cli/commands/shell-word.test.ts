import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellWord } from '../../../../../src-main/cli/commands/team-settings';

// The accept command `team settings pull` prints is pasted into a shell: every word arrives as printed.
describe('shellWord', () => {
  it.each(['https://bank.example/api?tenant=a&x=1#top', 'O\'Brien & Sons "Bank" $HOME `id` *', 'plain', ''])(
    'a POSIX shell reads %j back unchanged',
    (text) => {
      expect(execFileSync('sh', ['-c', `printf %s ${shellWord(text)}`], { encoding: 'utf8' })).toBe(text);
    },
  );
});
