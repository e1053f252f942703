/**
 * The icon containers the platforms want, written and read in plain Node so the packaged
 * build needs no image tools: PNG (encoded from RGBA pixels), Windows .ico and macOS .icns.
 */
import { crc32, deflateSync } from 'node:zlib';

export interface RgbaImage {
  size: number;
  /** size × size × 4 bytes, straight (not premultiplied) alpha, rows top to bottom. */
  pixels: Uint8Array;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

export function encodePng({ size, pixels }: RgbaImage): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const stride = size * 4;
  const raw = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    Buffer.from(pixels.buffer, pixels.byteOffset + y * stride, stride).copy(raw, y * (stride + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height from a PNG's IHDR, or null when the bytes are not a PNG. */
export function pngDimensions(png: Uint8Array): { width: number; height: number } | null {
  const buf = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (buf.length < 24 || !buf.subarray(0, 8).equals(PNG_SIGNATURE) || buf.toString('ascii', 12, 16) !== 'IHDR') {
    return null;
  }
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/**
 * A 32-bit DIB for an .ico entry: BITMAPINFOHEADER, BGRA rows bottom-up, then the 1-bit AND
 * mask. Small sizes are stored this way because some Windows tools (NSIS among them) read
 * PNG-compressed entries only at 256 px.
 */
function icoBitmap({ size, pixels }: RgbaImage): Buffer {
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8); // colour rows + mask rows
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  const colour = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 4;
      const to = ((size - 1 - y) * size + x) * 4;
      colour[to] = pixels[from + 2]!;
      colour[to + 1] = pixels[from + 1]!;
      colour[to + 2] = pixels[from]!;
      colour[to + 3] = pixels[from + 3]!;
    }
  }
  const maskStride = Math.ceil(size / 32) * 4;
  const mask = Buffer.alloc(maskStride * size); // all zero: alpha decides transparency
  return Buffer.concat([header, colour, mask]);
}

export function encodeIco(images: RgbaImage[]): Buffer {
  const entries = images.map((img) => (img.size >= 256 ? encodePng(img) : icoBitmap(img)));
  const dir = Buffer.alloc(6 + 16 * images.length);
  dir.writeUInt16LE(0, 0);
  dir.writeUInt16LE(1, 2);
  dir.writeUInt16LE(images.length, 4);
  let offset = dir.length;
  images.forEach((img, i) => {
    const at = 6 + i * 16;
    dir[at] = img.size >= 256 ? 0 : img.size; // 0 means 256
    dir[at + 1] = img.size >= 256 ? 0 : img.size;
    dir.writeUInt16LE(1, at + 4);
    dir.writeUInt16LE(32, at + 6);
    dir.writeUInt32LE(entries[i]!.length, at + 8);
    dir.writeUInt32LE(offset, at + 12);
    offset += entries[i]!.length;
  });
  return Buffer.concat([dir, ...entries]);
}

/** The pixel sizes of an .ico's entries, read from its directory. */
export function icoSizes(ico: Uint8Array): number[] {
  const buf = Buffer.from(ico.buffer, ico.byteOffset, ico.byteLength);
  if (buf.length < 6 || buf.readUInt16LE(0) !== 0 || buf.readUInt16LE(2) !== 1) return [];
  const count = buf.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => buf[6 + i * 16] || 256);
}

/** macOS icon types that hold PNG data, by the pixel size they carry. */
export const ICNS_TYPES: ReadonlyArray<{ type: string; pixels: number }> = [
  { type: 'icp4', pixels: 16 },
  { type: 'icp5', pixels: 32 },
  { type: 'ic11', pixels: 32 }, // 16@2x
  { type: 'icp6', pixels: 64 },
  { type: 'ic12', pixels: 64 }, // 32@2x
  { type: 'ic07', pixels: 128 },
  { type: 'ic08', pixels: 256 },
  { type: 'ic13', pixels: 256 }, // 128@2x
  { type: 'ic09', pixels: 512 },
  { type: 'ic14', pixels: 512 }, // 256@2x
  { type: 'ic10', pixels: 1024 }, // 512@2x
];

export function encodeIcns(pngBySize: ReadonlyMap<number, Buffer>): Buffer {
  const blocks = ICNS_TYPES.map(({ type, pixels }) => {
    const png = pngBySize.get(pixels);
    if (!png) throw new Error(`encodeIcns: no ${pixels}px PNG for ${type}`);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + blocks.reduce((n, b) => n + b.length, 0), 4);
  return Buffer.concat([head, ...blocks]);
}

/** Each .icns entry's type and, for PNG entries, the PNG's dimensions. */
export function icnsEntries(icns: Uint8Array): Array<{ type: string; width: number | null }> {
  const buf = Buffer.from(icns.buffer, icns.byteOffset, icns.byteLength);
  if (buf.length < 8 || buf.toString('ascii', 0, 4) !== 'icns' || buf.readUInt32BE(4) !== buf.length) return [];
  const out: Array<{ type: string; width: number | null }> = [];
  for (let at = 8; at + 8 <= buf.length;) {
    const length = buf.readUInt32BE(at + 4);
    if (length < 8 || at + length > buf.length) return [];
    out.push({
      type: buf.toString('ascii', at, at + 4),
      width: pngDimensions(buf.subarray(at + 8, at + length))?.width ?? null,
    });
    at += length;
  }
  return out;
}
