import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EventBus } from '../../../../../src-main/platform/events';
import { ErpInbox } from '../../../../../src-main/features/inbox/erp-inbox';
import { createI18n, messageText } from '../../../../../src-shared/i18n';
import { inboxPlace, paymentsCsv } from '../../../harness/inbox-files';

describe('the ERP inbox in the app', () => {
  it('refuses a folder it cannot use, with the sentence for that case in every language', async () => {
    const place = inboxPlace();
    const { store, db } = place.open();
    const inbox = new ErpInbox({ dataDir: place.root, store, events: new EventBus() });
    const missing = join(place.root, 'no-such-folder');
    const refused = await inbox.setFolder(missing);
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'inbox_folder',
      params: { folder: missing, context: 'missing' },
    });
    if (refused.ok) throw new Error('expected a refusal');
    expect(messageText(createI18n('fi').t, refused.error)).toBe(
      `Kansiota ${missing} ei ole; luo se ensin tai valitse toinen.`,
    );
    expect(inbox.folder()).toBeNull();
    db.close();
  });

  it('submits files to the team only in team mode', async () => {
    const place = inboxPlace();
    const { store, db } = place.open();
    const inbox = new ErpInbox({ dataDir: place.root, store, events: new EventBus() });
    const refused = await inbox.setTeamAccount('FI2112345600000785');
    expect(!refused.ok && refused.error.code).toBe('inbox_team_only');
    expect(inbox.teamAccount()).toBeNull();
    db.close();
  });

  it('offers a file read while it watches, opens it once (its bytes as dropped), and tells the window', async () => {
    const place = inboxPlace();
    const { store, db } = place.open();
    const events = new EventBus();
    const told: string[] = [];
    events.addSink((name) => told.push(name));
    const inbox = new ErpInbox({ dataDir: place.root, store, events, settleMs: 50 });
    expect((await inbox.setFolder(place.folder)).ok).toBe(true);
    const bytes = paymentsCsv(2, 'O');
    writeFileSync(join(place.folder, 'o.csv'), bytes);
    for (let i = 0; i < 200 && inbox.newFiles().length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    const [offered] = inbox.newFiles();
    expect(offered).toMatchObject({ name: 'o.csv', outcome: 'read', payments: 2 });
    expect(told).toContain('inbox:changed');
    const opened = inbox.open(offered!.sha256);
    expect(opened.ok && opened.value.bytes.toString('utf8')).toBe(bytes);
    expect(inbox.newFiles()).toEqual([]);
    await inbox.stop();
    db.close();
  });
});
