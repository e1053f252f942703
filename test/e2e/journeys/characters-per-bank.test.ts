import { afterAll, beforeAll, expect, it } from 'vitest';
import { createI18n } from '../../../src-shared/i18n';
import { launchApp, screenshotOnFailure, type E2eApp, QUICK_DEMO_PHONE } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { describeInBrowser } from '../harness/browser';

// Issue 26, item 9: the characters a bank takes are its profile's. The demo bank takes Latin-1
// letters, so a supplier file's German names (ä ö ü ß) are no problem; the Czech and Polish ones
// (ř ł ś š ů) and the & are, as one grouped warning naming the characters and the rows, in Fix and
// in Review, with the duplicate row beside it instead of below a line per row.
const suppliers = [
  'Name,IBAN,Amount,Currency,Message',
  'Müller GmbH,DE89370400440532013000,120.00,EUR,Rechnung 1',
  'Schäfer KG,DE89370400440532013000,130.00,EUR,Rechnung 2',
  'Dvořák s.r.o.,GB29NWBK60161331926819,140.00,EUR,Faktura 3',
  'Jürgen Weiß,NL91ABNA0417164300,150.00,EUR,Rechnung 4',
  'Łukasz Wiśniewski,NL91ABNA0417164300,160.00,EUR,Faktura 5',
  'Böhm AG,DE89370400440532013000,170.00,EUR,Rechnung 6',
  'Größe & Söhne,GB29NWBK60161331926819,180.00,EUR,Rechnung 7',
  'Šimůnek a.s.,GB29NWBK60161331926819,190.00,EUR,Faktura 8',
  'Müller GmbH,DE89370400440532013000,120.00,EUR,Rechnung 1',
].join('\r\n');

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

describeInBrowser('journey: characters per bank, one grouped warning in Fix and Review', () => {
  let app: E2eApp;
  const t = createI18n('en').t;
  const groups = () => app.page.getByTestId('problem-group');
  // Four names hold characters beyond Latin-1 (or &): those characters in file order, their lines.
  const sentence = t('fix.charactersGroup', {
    count: 4,
    field: t('field.name'),
    characters: '“ř”, “Ł”, “ś”, “&”, “Š”, “ů”',
    lines: '4, 6, 8, 9',
  });

  beforeAll(async () => {
    app = await launchApp({ journey: 'characters-per-bank', core: QUICK_DEMO_PHONE });
  });
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  async function capture(name: string) {
    for (const size of SIZES) {
      await app.page.setViewportSize(size);
      await app.screenshot(`${name}-${size.width}x${size.height}`);
    }
    await app.page.setViewportSize(SIZES[0]!);
    await expectAccessible(app.page, name);
  }

  it('opens a supplier file with German, Czech and Polish names as the demo customer', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Accounts' }).click();
    await page.getByLabel('Bank e-mail').fill(app.core.profiles.demo.psuEmail!);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('cell', { name: 'Operating account' }).waitFor({ timeout: 30_000 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Payments' }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'lieferanten.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(suppliers, 'utf8'),
    });
    await page.getByTestId('import-summary').waitFor();
  });

  it('Fix: one group for the characters the demo bank does not take, the umlauts not among them', async () => {
    // The file's own problems, and the payee book's finding on them: the demo's history paid one of
    // these accounts under another name (the same warning Review gives).
    const codes = () => groups().evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));
    await expect
      .poll(codes, { timeout: 20_000 })
      .toEqual(['iban_other_payee', 'non_sepa_characters', 'duplicate_in_file']);
    const titles = await groups().locator('.pg-title').allTextContents();
    expect(titles[1]).toBe(sentence);
    expect(titles[2]).toContain(t('fix.groupTitle', { kind: t('fix.kind.duplicate_in_file'), count: 1 }));
    // Transliterate changes only what the bank does not take: á, ö and ß stay, ř and Ł go, & becomes +
    const preview = app.page.locator('.pg-preview tbody tr');
    await expect
      .poll(() => preview.allTextContents())
      .toEqual(['Dvořák s.r.o.Dvorák s.r.o.', 'Łukasz WiśniewskiLukasz Wisniewski', 'Größe & SöhneGröße + Söhne']);
    await capture('fix-grouped-characters');
  });

  it('Review: the characters as one line with their rows, the duplicate beside it', async () => {
    const { page } = app;
    const picker = page.getByLabel(t('send.payingAccount'));
    await expect
      .poll(() => picker.locator('option').allTextContents())
      .toContainEqual(expect.stringMatching(/Operating account/));
    const operating = await picker.locator('option', { hasText: 'Operating account' }).getAttribute('value');
    await picker.selectOption(operating!);
    await page.getByRole('button', { name: t('send.review') }).click();
    const warnings = page.locator('.review-warnings li');
    await expect.poll(() => warnings.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const lines = await warnings.allTextContents();
    // one line for the four rows, none per row; the duplicate on line 10 listed too
    expect(lines.filter((l) => l === sentence)).toHaveLength(1);
    expect(lines.filter((l) => /does not take/.test(l))).toHaveLength(1);
    expect(lines.some((l) => /10/.test(l) && /line 2/i.test(l))).toBe(true);
    await capture('review-grouped-characters');
    expect(app.problems).toEqual([]);
  });
});
