import { bankMessage } from '../../../../src-shared/bank/field-errors';
import { describe, expect, it } from 'vitest';
import { bankRejectionIssues, perPaymentErrors } from '../../../../src-main/domain/bank-rejections';
import { DEFAULT_POLL_SCHEDULE as S, nextPollDelayMs } from '../../../../src-main/features/tracking/poll-schedule';
import { exitCodeOf } from '../../../../src-main/cli/commands/bulk-report';
import { matchBankPayments } from '../../../../src-main/domain/match-payments';
import type { BulkSummary } from '../../../../src-shared/ipc/channels/history';

describe('poll schedule', () => {
  it('asks often while the customer is likely approving, less later, often again while processing', () => {
    expect(nextPollDelayMs('pending_approval', 10_000, 0)).toBe(S.eagerMs);
    expect(nextPollDelayMs('pending_approval', S.eagerWindowMs + 1, 0)).toBe(S.steadyMs);
    expect(nextPollDelayMs('pending_approval', S.patientAfterMs + 1, 0)).toBe(S.patientMs);
    expect(nextPollDelayMs('processing', 40 * 60_000, 0)).toBe(S.processingMs);
    expect(nextPollDelayMs('unknown', 0, 0)).toBe(S.unknownMs);
  });

  it('backs off exponentially on failed checks, capped, and never stops', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => nextPollDelayMs('pending_approval', 0, n));
    expect(delays.slice(0, 3)).toEqual([S.errorMs, S.errorMs * 2, S.errorMs * 4]);
    expect(delays.at(-1)).toBe(S.maxErrorMs);
  });
});

describe("the bank's acceptance errors", () => {
  const details = {
    payments: {
      1: [bankMessage('counterparty.account_identifier', 'Invalid IBAN.')],
      5: [bankMessage(null, 'Not allowed.')],
    },
    general: [bankMessage(null, 'The total exceeds the balance.')],
  };

  it('land on the file row and column the user must fix', () => {
    const issues = bankRejectionIssues(
      details,
      [
        { row: 100, line: 102 },
        { row: 101, line: 103 },
      ],
      'bulk 2',
    );
    expect(issues).toEqual([
      expect.objectContaining({
        row: 101,
        line: 103,
        field: 'iban',
        code: 'bank_rejected',
        severity: 'error',
        message: expect.stringMatching(/bulk 2: counterparty.account_identifier: Invalid IBAN/),
      }),
      expect.objectContaining({
        row: -1,
        line: 0,
        field: 'file',
        message: 'The bank refused bulk 2: The total exceeds the balance.',
      }),
    ]);
  });

  it('reach the history per payment as objects, not words', () => {
    expect(perPaymentErrors(details)).toEqual({
      1: [{ field: 'counterparty.account_identifier', code: 'bank_message', params: { message: 'Invalid IBAN.' } }],
      5: [{ field: null, code: 'bank_message', params: { message: 'Not allowed.' } }],
    });
    expect(perPaymentErrors(null)).toEqual({});
  });
});

describe('matching the bank payments to ours', () => {
  const local = [
    {
      position: 0,
      amount: '5.00',
      account_identifier: 'FI2112345600000785',
      unstructured_reference: 'a',
      structured_reference: null,
      end_to_end_id: null,
    },
    {
      position: 1,
      amount: '5.00',
      account_identifier: 'FI2112345600000785',
      unstructured_reference: 'b',
      structured_reference: null,
      end_to_end_id: null,
    },
    {
      position: 2,
      amount: '7.00',
      account_identifier: 'DE89370400440532013000',
      unstructured_reference: 'c',
      structured_reference: null,
      end_to_end_id: null,
    },
  ];
  const bank = (amount: string, ref: string, state: string, account = 'FI21 1234 5600 0007 85') => ({
    uuid: `${ref}-${state}`,
    amount,
    state,
    booking_date: null,
    execution_at: null,
    structured_reference: '',
    unstructured_reference: ref,
    end_to_end_id: '',
    counterparty: { account_identifier: account },
  });

  it('pairs by what was sent, whatever the order, and leftovers in order', () => {
    const matched = matchBankPayments(local, [
      bank('7.0', 'c', 'paid', 'DE89370400440532013000'),
      bank('5.00', 'b', 'notenoughbalance'),
      bank('5.00', 'rewritten', 'paid'),
    ]);
    expect([0, 1, 2].map((p) => matched.get(p)?.uuid)).toEqual(['rewritten-paid', 'b-notenoughbalance', 'c-paid']);
  });
});

describe('CLI exit codes', () => {
  const bulk = (state: string, processed: boolean, notSentCount: number | null = 0) =>
    ({ state, processed, notSentCount }) as BulkSummary;
  it('0 all paid, 2 some not sent or rejected, 3 outcome not final yet', () => {
    expect(exitCodeOf([bulk('approved', true)])).toBe(0);
    // Accepted but not approved or processed yet: nothing is paid, so never 0.
    expect(exitCodeOf([bulk('pending_approval', false)])).toBe(3);
    expect(exitCodeOf([bulk('approved', true), bulk('processing', false)])).toBe(3);
    expect(exitCodeOf([bulk('approved', true, 1)])).toBe(2);
    expect(exitCodeOf([bulk('approved', true), bulk('rejected', true, 2)])).toBe(2);
    expect(exitCodeOf([bulk('not_accepted', true, null)])).toBe(2);
    expect(exitCodeOf([bulk('unknown', false, null), bulk('rejected', true)])).toBe(3);
  });
});
