import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { saveTeamSettings, splitPassword } from '../../../src-main/team/team-connection';
import { TeamService } from '../../../src-main/team/team-service';
import type { Keychain } from '../../../src-main/keychain/keychain';

const dir = mkdtempSync(join(tmpdir(), 'bulkpay-team-connection-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the team database address', () => {
  it('takes a password given as a query parameter out of the address, as one in the user-info part', () => {
    expect(splitPassword('postgresql://alice@db.example.com/bulkpay?sslmode=require&password=s3cret')).toEqual({
      url: 'postgresql://alice@db.example.com/bulkpay?sslmode=require',
      password: 's3cret',
    });
    expect(splitPassword('postgresql://alice:p%40ss@db.example.com/bulkpay?password=other')).toEqual({
      url: 'postgresql://alice@db.example.com/bulkpay',
      password: 'p@ss',
    });
  });

  it('never saves it in team.json nor shows it as the address', () => {
    saveTeamSettings(dir, { url: 'postgresql://alice@db.example.com/bulkpay?password=s3cret' });
    expect(readFileSync(join(dir, 'team.json'), 'utf8')).not.toContain('s3cret');
    const service = new TeamService({
      dataDir: dir,
      keychain: {} as Keychain,
      env: { BULKPAY_TEAM_URL: 'postgresql://alice@db.example.com/bulkpay?password=s3cret' },
    });
    expect(service.configuredUrl()).toBe('postgresql://alice@db.example.com/bulkpay');
  });
});
