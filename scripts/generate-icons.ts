/**
 * Regenerates every app icon from resources/icon.svg: PNGs 16–1024 (resources/icons/, also the
 * Linux icon set), resources/icon.ico (Windows) and resources/icon.icns (macOS).
 *
 *   npx tsx scripts/generate-icons.ts [--chromium /path/to/chromium]
 *
 * A developer tool: the SVG is rasterised by Chromium (playwright-core; Debian's /usr/bin/chromium
 * by default) at each size, so small sizes are drawn from the vector, not scaled down. The output
 * is committed; packaging and CI never run this script.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { encodeIcns, encodeIco, encodePng, type RgbaImage } from './packaging/icon-formats';
import { ICO_SIZES, ICON_SVG, PNG_SIZES, RESOURCES, SOURCE_HASH_FILE } from './packaging/icon-set';

const flag = process.argv.indexOf('--chromium');
const executablePath = flag > 0 ? process.argv[flag + 1] : '/usr/bin/chromium';

const svg = readFileSync(ICON_SVG, 'utf8');
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const images = new Map<number, RgbaImage>();
try {
  const page = await browser.newPage();
  for (const size of PNG_SIZES) {
    const base64 = await page.evaluate(
      async ({ svg, size }) => {
        const img = new Image(size, size);
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = size;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0, size, size);
        const data = ctx.getImageData(0, 0, size, size).data;
        let binary = '';
        for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
        return btoa(binary);
      },
      { svg, size },
    );
    images.set(size, { size, pixels: new Uint8Array(Buffer.from(base64, 'base64')) });
  }
} finally {
  await browser.close();
}

mkdirSync(join(RESOURCES, 'icons'), { recursive: true });
const pngs = new Map<number, Buffer>();
for (const [size, image] of images) {
  const png = encodePng(image);
  pngs.set(size, png);
  writeFileSync(join(RESOURCES, 'icons', `${size}x${size}.png`), png);
}
writeFileSync(join(RESOURCES, 'icon.png'), pngs.get(1024)!);
writeFileSync(join(RESOURCES, 'icon.ico'), encodeIco(ICO_SIZES.map((s) => images.get(s)!)));
writeFileSync(join(RESOURCES, 'icon.icns'), encodeIcns(pngs));
writeFileSync(SOURCE_HASH_FILE, `${createHash('sha256').update(svg).digest('hex')}  icon.svg\n`);
console.log(`icons: wrote ${PNG_SIZES.length} PNGs, icon.ico and icon.icns in ${RESOURCES}`);
