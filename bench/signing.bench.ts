// Signing one bulk request (Digest over a 100-payment body plus the Signature) compared with one
// raw crypto.sign of the same signing string with the same RSA-2048 key: the overhead of our signer.
import { generateKeyPairSync, sign } from 'node:crypto';
import { createRequestSigner, signingString, signRequest } from '../src-main/adapters/bank-api/signer';
import type { Figure } from './run';
import { pairedMedianMs } from './timing';

export async function figures(): Promise<Figure[]> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const payments = Array.from({ length: 100 }, (_, i) => ({
    amount: `${(i + 1) * 3}.50`,
    currency: 'EUR',
    counterparty: { name: `Payee ${i}`, account_identifier: 'FI2112345600000785', account_identifier_type: 'iban' },
    unstructured_reference: `Invoice ${1000 + i}`,
    end_to_end_id: `E2E-${i}`,
  }));
  const body = Buffer.from(JSON.stringify({ payment_account: '3f1c1f8e-4d0c-4c55-9a57-1e0e0c1b2a33', payments }));
  const signer = createRequestSigner('client-id', privateKey);
  const date = new Date();
  const request = {
    method: 'POST',
    requestTarget: '/api/v2/payment-initiation/bulk/',
    host: 'localhost:8443',
    body,
    contentType: 'application/json',
    date,
  };
  const headers = await signRequest(request, signer);
  const raw = Buffer.from(
    signingString(['(request-target)', 'host', 'date', 'content-type', 'digest'], {
      '(request-target)': 'post /api/v2/payment-initiation/bulk/',
      host: 'localhost:8443',
      date: headers.date,
      'content-type': 'application/json',
      digest: headers.digest!,
    }),
  );
  // Alternated run by run: timing all raw signs first and all signer calls after let the machine's
  // load favour whichever ran second (the signer once looked faster than the raw sign it contains).
  const { baselineMs: rawMs, subjectMs: signMs } = await pairedMedianMs(
    () => sign('sha256', raw, privateKey),
    () => signRequest(request, signer),
    41,
    5,
  );
  return [
    {
      name: 'sign 100-payment bulk request',
      value: signMs,
      unit: 'ms',
      baseline: { name: 'raw crypto.sign of the same signing string', value: rawMs },
      extra: { bodyBytes: body.length },
    },
  ];
}
