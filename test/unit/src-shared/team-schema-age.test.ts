import { describe, expect, it } from 'vitest';
import { TEAM_MIGRATIONS } from '../../../src-main/adapters/postgres/team-schema';
import { appWorksFrom } from '../../../src-main/adapters/postgres/team-migrations';
import { teamSchemaAge, teamSchemaUpgradeDue } from '../../../src-shared/team-schema-age';

// A Bulkpay (or a database) that knows the team schema up to `version`, with the real declarations.
const upTo = (version: number) => TEAM_MIGRATIONS.filter((m) => m.version <= version);
const side = (version: number) => ({ version, worksFrom: appWorksFrom(upTo(version)) });
const ages = (desktop: number, database: number) => {
  const [app, db] = [side(desktop), side(database)];
  const v = {
    schemaVersion: db.version,
    schemaWorksFrom: db.worksFrom,
    appSchemaVersion: app.version,
    appWorksFrom: app.worksFrom,
  };
  return { age: teamSchemaAge(v), upgradeDue: teamSchemaUpgradeDue(v) };
};

describe('whether a desktop and a team database work together (declared, not the raw number)', () => {
  it('schema 18 adds only an index: a desktop at 18 works with a database at 17 (an upgrade is still due)', () => {
    expect(ages(18, 17)).toEqual({ age: 'current', upgradeDue: true });
  });
  it('a desktop at 17 accepts a database at 18', () => {
    expect(ages(17, 18)).toEqual({ age: 'current', upgradeDue: false });
  });
  it('a real incompatible version still refuses: 17 added the one-call claim', () => {
    expect(ages(17, 16).age).toBe('older');
    expect(ages(18, 16).age).toBe('older');
    expect(ages(16, 17).age).toBe('newer');
    expect(ages(16, 18).age).toBe('newer');
  });
  it('schema 19 adds the payee names its desktops search only when there: 17, 18 and 19 work together both ways', () => {
    for (const [desktop, database] of [
      [19, 17],
      [19, 18],
      [17, 19],
      [18, 19],
    ])
      expect(ages(desktop!, database!).age).toBe('current');
    expect(ages(19, 16).age).toBe('older');
    expect(ages(16, 19).age).toBe('newer');
  });
  it('the same versions work together', () => {
    expect(ages(18, 18)).toEqual({ age: 'current', upgradeDue: false });
  });
});
