import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  readTeamSettings,
  saveTeamSettings,
  teamListenSettings,
} from '../../../../../src-main/adapters/postgres/team-connection';
import { TeamService } from '../../../../../src-main/app/team-service';
import type { Keychain } from '../../../../../src-main/adapters/keychain/keychain';

const dir = mkdtempSync(join(tmpdir(), 'bulkpay-team-connection-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the team database address', () => {
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

describe('the LISTEN connection behind a connection pooler', () => {
  const env = {
    BULKPAY_TEAM_URL: 'postgresql://alice:s3cret@pgbouncer.example.com:6432/bulkpay',
    BULKPAY_TEAM_LISTEN_URL: 'postgresql://db.example.com:5432/bulkpay_main',
  };

  it('goes to the direct address given for it, with the team login and password', async () => {
    const settings = await teamListenSettings(dir, {} as Keychain, env);
    expect(settings.ok ? settings.value : settings.error).toMatchObject({
      host: 'db.example.com',
      port: 5432,
      database: 'bulkpay_main',
      user: 'alice',
      password: 's3cret',
      ssl: { rejectUnauthorized: true },
    });
  });

  it('goes to the team address when none is given', async () => {
    const settings = await teamListenSettings(dir, {} as Keychain, { BULKPAY_TEAM_URL: env.BULKPAY_TEAM_URL });
    expect(settings.ok ? settings.value : settings.error).toMatchObject({ host: 'pgbouncer.example.com', port: 6432 });
  });

  it('keeps a listenUrl set by hand in team.json when the address is saved again', () => {
    const own = mkdtempSync(join(tmpdir(), 'bulkpay-team-listen-'));
    writeFileSync(
      join(own, 'team.json'),
      JSON.stringify({ url: 'postgresql://alice@pool/bulkpay', listenUrl: 'postgresql://db/bulkpay' }),
    );
    saveTeamSettings(own, { url: 'postgresql://alice@pool2/bulkpay' });
    expect(readTeamSettings(own)).toEqual({
      url: 'postgresql://alice@pool2/bulkpay',
      listenUrl: 'postgresql://db/bulkpay',
    });
    rmSync(own, { recursive: true, force: true });
  });
});
