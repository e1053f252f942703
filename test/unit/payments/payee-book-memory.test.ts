import { describe, expect, it } from 'vitest';
import { PAID_STATES, paidStatesSql } from '../../../src-shared/payments/payee-book-memory';

describe('paidStatesSql', () => {
  it('names every paid state, quoted, on the column given', () => {
    expect(paidStatesSql('p.state')).toBe("p.state IN ('paid', 'scheduled')");
    expect(paidStatesSql('state')).toBe(`state IN (${PAID_STATES.map((s) => `'${s}'`).join(', ')})`);
  });
});
