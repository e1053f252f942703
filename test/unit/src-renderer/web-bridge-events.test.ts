import { describe, expect, it } from 'vitest';
import { sseData } from '../../../src-renderer/web-bridge';

// Browser mode's event stream is read with fetch (EventSource cannot send the key header): the
// bridge cuts the streamed text into server-sent events itself, whatever the chunks' borders.

describe('the event stream as the page reads it', () => {
  it('gives the data of each complete event and keeps an unfinished one for the next chunk', () => {
    expect(sseData(': connected\n\nevent: bulkpay\ndata: {"a":1}\n\nevent: bulkpay\ndata: {"b"')).toEqual({
      data: ['{"a":1}'],
      rest: 'event: bulkpay\ndata: {"b"',
    });
  });

  it('reads the same events however the text is cut into chunks', () => {
    const text = 'event: bulkpay\ndata: {"x":"é"}\n\n: ping\n\nevent: bulkpay\ndata: {"y":2}\n\n';
    for (let cut = 0; cut <= text.length; cut++) {
      const first = sseData(text.slice(0, cut));
      const second = sseData(first.rest + text.slice(cut));
      expect([...first.data, ...second.data], `cut at ${cut}`).toEqual(['{"x":"é"}', '{"y":2}']);
      expect(second.rest).toBe('');
    }
  });
});
