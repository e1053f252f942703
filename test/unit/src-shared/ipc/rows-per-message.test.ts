// A payment file crosses IPC in chunks (importVolume:upload): a review or a send, solo or as a team
// run, names its upload. Read from the contract itself, so a new channel that takes a whole file's
// rows in one message fails here.
import { expect, it } from 'vitest';
import { z } from 'zod';
import { paymentRowSchema } from '../../../../src-shared/bank/schemas';
import { channels } from '../../../../src-shared/ipc/contract';
import { UPLOAD_CHUNK_ROWS } from '../../../../src-shared/ipc/channels/import-volume';

type JsonSchema = { type?: string; items?: unknown; maxItems?: number; [key: string]: unknown };
const asJson = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
// the row's own schema, without the document's `$schema` line
const { $schema: _document, ...row } = asJson(paymentRowSchema);
const ROW = JSON.stringify(row);

/** Every array of payment rows in a request schema, with how many rows it may hold. */
function rowArrays(node: unknown, found: (number | undefined)[] = []): (number | undefined)[] {
  if (!node || typeof node !== 'object') return found;
  const schema = node as JsonSchema;
  if (schema.type === 'array' && JSON.stringify(schema.items) === ROW) found.push(schema.maxItems);
  for (const value of Object.values(schema)) rowArrays(value, found);
  return found;
}

it('no IPC request carries more payment rows than one upload chunk', () => {
  const carrying = Object.entries(channels).flatMap(([name, def]) =>
    rowArrays(asJson(def.request as z.ZodType)).map((max) => ({ name, max })),
  );
  // The walk finds the one channel that carries rows, so an empty answer below means something.
  expect(carrying.map((c) => c.name)).toContain('importVolume:upload');
  expect(carrying.filter((c) => c.max === undefined || c.max > UPLOAD_CHUNK_ROWS)).toEqual([]);
});

it('team review and submit name an upload and refuse rows sent whole', () => {
  const file = { name: 'run.csv', sha256: 'a'.repeat(64), encoding: 'utf-8' };
  const rows = [{ line: 2, values: { name: 'A', iban: 'DE89370400440532013000', amount: '1.00' } }];
  const upload = '0b6f3b4e-8f6d-4c8e-9d35-2c7d1e1c9a01';
  const base = { file, paymentAccount: 'FI2112345600000785' };
  const submit = { planHash: 'b'.repeat(64), warningsChecked: true };
  expect(channels['team:review'].request.safeParse({ ...base, upload }).success).toBe(true);
  expect(channels['team:review'].request.safeParse({ ...base, rows }).success).toBe(false);
  expect(channels['team:submit'].request.safeParse({ ...base, upload, ...submit }).success).toBe(true);
  expect(channels['team:submit'].request.safeParse({ ...base, rows, ...submit }).success).toBe(false);
});
