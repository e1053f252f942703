import { describe, expect, it } from 'vitest';
import { splitPassword } from '../../../../src-main/domain/team-url';

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
});
