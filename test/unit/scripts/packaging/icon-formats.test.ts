import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  encodeIcns,
  encodeIco,
  encodePng,
  icnsEntries,
  ICNS_TYPES,
  icoSizes,
  pngDimensions,
  type RgbaImage,
} from '../../../../scripts/packaging/icon-formats';

function solid(size: number, rgba: [number, number, number, number]): RgbaImage {
  const pixels = new Uint8Array(size * size * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.set(rgba, i);
  return { size, pixels };
}

describe('icon containers', () => {
  it('encodes a PNG whose pixels decode back unchanged', () => {
    const image = solid(3, [10, 20, 30, 128]);
    const png = encodePng(image);
    expect(pngDimensions(png)).toEqual({ width: 3, height: 3 });
    const idatAt = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
    expect([...raw.subarray(0, 13)]).toEqual([0, 10, 20, 30, 128, 10, 20, 30, 128, 10, 20, 30, 128]);
  });

  it('rejects bytes that are not a PNG', () => {
    expect(pngDimensions(Buffer.from('GIF89a not a png at all'))).toBeNull();
  });

  it('writes an .ico directory that lists each size, 256 as 0', () => {
    const ico = encodeIco([solid(16, [0, 0, 0, 255]), solid(256, [0, 0, 0, 255])]);
    expect(ico[6 + 16]).toBe(0);
    expect(icoSizes(ico)).toEqual([16, 256]);
    // The 16 px entry is a 32-bit DIB whose height counts the AND mask too.
    const offset = ico.readUInt32LE(6 + 12);
    expect(ico.readInt32LE(offset + 8)).toBe(32);
    // The 256 px entry is PNG data.
    expect(pngDimensions(ico.subarray(ico.readUInt32LE(6 + 16 + 12)))).toEqual({ width: 256, height: 256 });
  });

  it('writes an .icns that reads back with every type at its size', () => {
    const pngs = new Map([16, 32, 64, 128, 256, 512, 1024].map((s) => [s, encodePng(solid(s, [1, 2, 3, 4]))]));
    const icns = encodeIcns(pngs);
    expect(icnsEntries(icns)).toEqual(ICNS_TYPES.map(({ type, pixels }) => ({ type, width: pixels })));
    expect(icnsEntries(icns.subarray(0, icns.length - 1))).toEqual([]);
  });
});
