import { describe, expect, it } from 'vitest';
import { requestBody } from '../../../src-renderer/web-bridge';

// Browser mode's request body: a long one goes as a Blob encoded in slices, byte for byte the
// UTF-8 of the text (what fetch would have made of the string).
describe('requestBody', () => {
  const bytesOf = async (body: string | Blob) =>
    typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(await body.arrayBuffer());

  it('leaves a short body as text', async () => {
    expect(await requestBody('{"channel":"app:info","request":{}}')).toBe('{"channel":"app:info","request":{}}');
  });

  it('gives a long body as a Blob of the same UTF-8 bytes, never splitting a surrogate pair', async () => {
    // Slices of 1 to 9 code units: the emoji's halves fall on a slice's end in several places.
    const text = JSON.stringify({ rows: ['ab\ud83d\ude00cdefg\ud83d\ude00', 'äöå €', 'x\ud83d\ude00'.repeat(9)] });
    for (const slice of [1, 2, 4, 7, 8, 9]) {
      const body = await requestBody(text, slice);
      expect(body).toBeInstanceOf(Blob);
      expect((await bytesOf(body)).equals(Buffer.from(text, 'utf8'))).toBe(true);
    }
  });

  it('makes a 7 MB body a Blob with the default slice', async () => {
    const text = JSON.stringify({ base64: 'QUJD'.repeat(1_750_000) });
    const body = await requestBody(text);
    expect(body).toBeInstanceOf(Blob);
    expect((body as Blob).size).toBe(Buffer.byteLength(text));
  });
});
