import { describe, expect, it } from 'vitest';
import { countedNoun } from '../../../../src-main/domain/counted-noun';
import { confirmedForSend } from '../../../../src-main/ports/send-policy';

describe('countedNoun', () => {
  it('puts the noun in the singular for one only', () => {
    expect([0, 1, 2].map((n) => countedNoun(n, 'payment'))).toEqual(['0 payments', '1 payment', '2 payments']);
    expect(countedNoun(3, 'entry', 'entries')).toBe('3 entries');
  });

  it('words the send policy’s unchecked warnings per count', () => {
    const warning = { line: 2, row: 0, field: 'amount', code: 'possible_duplicate', severity: 'warning' as const };
    const refused = confirmedForSend({ blocked: null, separately: [], warnings: [warning] } as never, {
      warningsChecked: false,
    });
    expect(refused.ok ? '' : refused.error.message).toMatch(/^1 warning \(.*\) needs "I have checked"/);
  });
});
