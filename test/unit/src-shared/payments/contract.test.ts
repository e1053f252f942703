// The bank's contract, once: each limit at and one past its boundary, through the schemas and the row rules.
import { describe, expect, it } from 'vitest';
import * as limits from '../../../../src-shared/bank/limits';
import {
  bankBulkRequestSchema,
  bulkRequestSchema,
  idempotencyKeySchema,
  paymentRowSchema,
} from '../../../../src-shared/bank/schemas';
import { splitIntoBulks } from '../../../../src-shared/payments/bulks';
import type { PaymentRow } from '../../../../src-shared/payments/fields';
import { validateRow } from '../../../../src-shared/payments/row-rules';
import { APPROVAL_WINDOW_MS } from '../../../../src-main/ports/history/rows';
import { importVolumeChannels } from '../../../../src-shared/ipc/channels/import-volume';

const row = (values: PaymentRow['values']): PaymentRow => ({
  line: 2,
  values: { name: 'Acme Oy', iban: 'FI21 1234 5600 0007 85', amount: '10.00', currency: 'EUR', ...values },
});
const codes = (values: PaymentRow['values']) => validateRow(row(values), 0).issues.map((i) => i.code);
const item = (i: number) => ({
  amount: '1.00',
  currency: 'EUR',
  counterparty: { name: `P${i}`, account_identifier: 'FI2112345600000785', account_identifier_type: 'iban' as const },
  unstructured_reference: `r${i}`,
  method: 'sepa' as const,
});
const request = (n: number) => ({ payment_account: 'acc', payments: Array.from({ length: n }, (_, i) => item(i)) });

describe("the bank's limits, written once", () => {
  it('has the values of bank-api.md', () => {
    expect(limits).toMatchObject({
      MAX_UNSTRUCTURED_REFERENCE: 140,
      MAX_STRUCTURED_REFERENCE: 35,
      MAX_END_TO_END_ID: 36,
      MAX_PAYMENTS_PER_BULK: 100,
      APPROVAL_WINDOW_MS: 3_600_000,
      MAX_IDEMPOTENCY_KEY: 255,
    });
    expect(APPROVAL_WINDOW_MS).toBe(limits.APPROVAL_WINDOW_MS); // history's expiry uses the same window
  });

  it('message: 140 characters pass, 141 are refused', () => {
    expect(codes({ unstructured_reference: 'm'.repeat(140) })).toEqual([]);
    expect(codes({ unstructured_reference: 'm'.repeat(141) })).toEqual(['unstructured_reference_too_long']);
    expect(
      bulkRequestSchema.safeParse({
        ...request(1),
        payments: [{ ...item(0), unstructured_reference: 'm'.repeat(141) }],
      }).success,
    ).toBe(false);
  });

  it('message length counts characters as the bank does: 140 emoji are 140, not 280', () => {
    const at = validateRow(row({ unstructured_reference: '😀'.repeat(140) }), 0).issues;
    expect(at.map((i) => i.code)).toEqual(['non_sepa_characters']); // a warning, not a length error
    const past = validateRow(row({ unstructured_reference: '😀'.repeat(141) }), 0).issues;
    expect(past.find((i) => i.code === 'unstructured_reference_too_long')?.params).toEqual({ length: 141, max: 140 });
  });

  it('structured reference: 35 characters pass, 36 are refused', () => {
    expect(codes({ structured_reference: 'A'.repeat(35) })).toEqual([]);
    expect(codes({ structured_reference: 'A'.repeat(36) })).toEqual(['structured_reference_too_long']);
  });

  it('end-to-end id: 36 characters pass, 37 are refused', () => {
    expect(codes({ unstructured_reference: 'x', end_to_end_id: 'E'.repeat(36) })).toEqual([]);
    expect(codes({ unstructured_reference: 'x', end_to_end_id: 'E'.repeat(37) })).toEqual(['end_to_end_id_too_long']);
  });

  it('a bulk: 100 payments pass, 101 are refused by both schemas and split into two bulks', () => {
    expect(bulkRequestSchema.safeParse(request(100)).success).toBe(true);
    expect(bulkRequestSchema.safeParse(request(101)).success).toBe(false);
    expect(bankBulkRequestSchema.safeParse(request(100)).success).toBe(true);
    expect(bankBulkRequestSchema.safeParse(request(101)).success).toBe(false);
    expect(splitIntoBulks(request(100).payments).map((b) => b.length)).toEqual([100]);
    expect(splitIntoBulks(request(101).payments).map((b) => b.length)).toEqual([100, 1]);
  });

  it('Idempotency-Key: 255 characters pass, 256 are refused', () => {
    expect(idempotencyKeySchema.safeParse('k'.repeat(255)).success).toBe(true);
    expect(idempotencyKeySchema.safeParse('k'.repeat(256)).success).toBe(false);
  });

  it('refuses both references, or neither, like the bank', () => {
    expect(
      bulkRequestSchema.safeParse({
        ...request(1),
        payments: [{ ...item(0), structured_reference: 'RF18539007547034' }],
      }).success,
    ).toBe(false);
    const { unstructured_reference: _, ...neither } = item(0);
    expect(bulkRequestSchema.safeParse({ ...request(1), payments: [neither] }).success).toBe(false);
  });

  it('the IPC contract uses the shared file row and issue schemas', () => {
    const input = importVolumeChannels['importVolume:upload'].request;
    expect(input.shape.rows.element).toBe(paymentRowSchema);
  });
});
