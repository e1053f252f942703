import { describe, expect, it } from 'vitest';
import type { BulkpayApi, EventPayload } from '../../../../src-shared/ipc/contract';
import { err, ok } from '../../../../src-shared/result';
import { followOpenedFiles } from '../../../../src-renderer/app/open-with';

/** The renderer's side of "Open with Bulkpay", against a scripted bridge (the preload needs Electron). */
function setUp(answers: Array<Awaited<ReturnType<BulkpayApi['app']['takeOpenFile']>>>) {
  const log: string[] = [];
  let announce: ((p: EventPayload<'app:openFile'>) => void) | undefined;
  const api = {
    app: { takeOpenFile: async () => answers.shift() ?? ok({ file: null }) },
    on: (_event: string, listener: (p: EventPayload<'app:openFile'>) => void) => {
      announce = listener;
      return () => log.push('unsubscribed');
    },
  } as unknown as Pick<BulkpayApi, 'app' | 'on'>;
  const imported: File[] = [];
  const stop = followOpenedFiles({
    api,
    showImport: () => log.push('import screen'),
    importFile: async (file) => void imported.push(file),
    showError: (error) => log.push(`error: ${error.message}`),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { log, imported, stop, settle, announce: (name: string) => announce?.({ name }) };
}

describe('followOpenedFiles', () => {
  it('opens the file the app was started with on the import screen, bytes intact', async () => {
    const bytes = Buffer.from('Name;IBAN;Amount\nÅsa;FI2112345600000785;1,00\n', 'utf8');
    const t = setUp([ok({ file: { name: 'march.csv', base64: bytes.toString('base64') } })]);
    await t.settle();
    expect(t.log).toEqual(['import screen']);
    expect(t.imported.map((f) => f.name)).toEqual(['march.csv']);
    expect(Buffer.from(await t.imported[0]!.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('claims each file opened while running, and does nothing when none waits', async () => {
    const t = setUp([ok({ file: null }), ok({ file: { name: 'pain.xml', base64: 'PERvY3VtZW50Lz4=' } })]);
    await t.settle();
    expect(t.imported).toEqual([]);
    t.announce('pain.xml');
    await t.settle();
    expect(t.imported.map((f) => f.name)).toEqual(['pain.xml']);
    t.stop();
    expect(t.log).toContain('unsubscribed');
  });

  it("shows main's message when the file cannot be read", async () => {
    const t = setUp([err('open_file_unreadable', 'Bulkpay could not open march.csv: the file is no longer there.')]);
    await t.settle();
    expect(t.log).toEqual(['error: Bulkpay could not open march.csv: the file is no longer there.']);
    expect(t.imported).toEqual([]);
  });
});
