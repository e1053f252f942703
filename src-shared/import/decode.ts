import { err, ok, type Result } from '../result';

/** Encodings Bulkpay reads. The detected one is shown to the user, who can override it. */
export const ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'iso-8859-15'] as const;
export type EncodingName = (typeof ENCODINGS)[number];

/** Larger files are refused with a message: 50 MB is about 400,000 payments, far beyond a day's run. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

// src-shared has no DOM or Node types; TextDecoder exists in both, so declare just what we use.
interface TextDecoderLike {
  decode(input: Uint8Array): string;
}
type TextDecoderConstructor = new (label?: string, options?: { fatal?: boolean }) => TextDecoderLike;
const TextDecoderImpl = (globalThis as unknown as { TextDecoder: TextDecoderConstructor }).TextDecoder;

/** Why this encoding: said to the user next to the encoding's name (`validateText.encodingReason` in the catalogs). */
export type EncodingReason = 'bom' | 'utf16_zero_bytes' | 'valid_utf8' | 'mostly_utf8' | 'not_utf8' | 'chosen';

export interface DecodedText {
  text: string;
  encoding: EncodingName;
  /** True when the file started with a byte order mark. */
  bom: boolean;
  reason: EncodingReason;
  /** UTF-8 files with a few invalid bytes: the lines holding them (at most MAX_INVALID_LINES). */
  invalidLines: number[];
}

/** Lines with invalid bytes reported one by one; a file with more is not UTF-8. */
export const MAX_INVALID_LINES = 1000;

/**
 * Walks the bytes as UTF-8: how many multi-byte characters are valid, and where the invalid
 * sequences are. A Windows-1252 file has almost no valid multi-byte sequences ("Müller" is
 * `4D FC 6C…`, invalid at once); a UTF-8 file damaged in a few places has many and a few invalid.
 */
function scanUtf8(bytes: Uint8Array): { valid: number; invalid: number[] } {
  let valid = 0;
  const invalid: number[] = [];
  const n = bytes.length;
  for (let i = 0; i < n;) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const need = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    let ok = need > 0;
    for (let k = 1; ok && k <= need; k++) ok = i + k < n && (bytes[i + k]! & 0xc0) === 0x80;
    if (ok) {
      valid++;
      i += need + 1;
    } else {
      if (invalid.length <= MAX_INVALID_LINES * 4) invalid.push(i);
      i++;
    }
  }
  return { valid, invalid };
}

/** 1-based line of each byte offset (sorted), counting LF, CRLF and a lone CR as one break. */
function linesOfOffsets(bytes: Uint8Array, offsets: number[]): number[] {
  const lines: number[] = [];
  let line = 1;
  let at = 0;
  for (const offset of offsets) {
    for (; at < offset; at++) {
      const c = bytes[at]!;
      if (c === 10 || (c === 13 && bytes[at + 1] !== 10)) line++;
    }
    if (lines[lines.length - 1] !== line) lines.push(line);
  }
  return lines;
}

function hasPrefix(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

/**
 * Reads the BOM; otherwise UTF-16 by its zero bytes, UTF-8 when the bytes are valid UTF-8 (or
 * valid but for a few bytes: `invalidAt`), else Windows-1252. `text` is the UTF-8 reading when
 * it was made, so a valid file is decoded once.
 */
export function detectEncoding(bytes: Uint8Array): {
  encoding: EncodingName;
  bom: boolean;
  reason: EncodingReason;
  text?: string;
  invalidAt?: number[];
} {
  if (hasPrefix(bytes, [0xef, 0xbb, 0xbf])) return { encoding: 'utf-8', bom: true, reason: 'bom' };
  if (hasPrefix(bytes, [0xff, 0xfe])) return { encoding: 'utf-16le', bom: true, reason: 'bom' };
  if (hasPrefix(bytes, [0xfe, 0xff])) return { encoding: 'utf-16be', bom: true, reason: 'bom' };
  const sample = bytes.subarray(0, 4096);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] !== 0) continue;
    if (i % 2) oddZeros++;
    else evenZeros++;
  }
  const half = sample.length / 2;
  if (oddZeros > half * 0.3 && evenZeros === 0) return { encoding: 'utf-16le', bom: false, reason: 'utf16_zero_bytes' };
  if (evenZeros > half * 0.3 && oddZeros === 0) return { encoding: 'utf-16be', bom: false, reason: 'utf16_zero_bytes' };
  try {
    const text = new TextDecoderImpl('utf-8', { fatal: true }).decode(bytes);
    return { encoding: 'utf-8', bom: false, reason: 'valid_utf8', text };
  } catch {
    const { valid, invalid } = scanUtf8(bytes);
    // More valid multi-byte characters than invalid bytes, and few of those: UTF-8 with damage.
    if (valid > invalid.length && invalid.length <= MAX_INVALID_LINES)
      return { encoding: 'utf-8', bom: false, reason: 'mostly_utf8', invalidAt: invalid };
    return { encoding: 'windows-1252', bom: false, reason: 'not_utf8' };
  }
}

/** What a non-text file usually is, from its first bytes, so the message can say what to do. */
function knownBinaryKind(bytes: Uint8Array): string | undefined {
  if (hasPrefix(bytes, [0x50, 0x4b, 0x03, 0x04]))
    return 'an Excel workbook or another zip file; in Excel use Save As › CSV';
  if (hasPrefix(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return 'an old-format Excel (.xls) file; in Excel use Save As › CSV';
  if (hasPrefix(bytes, [0x25, 0x50, 0x44, 0x46]))
    return 'a PDF document; export the payments from your system as CSV or pain.001 XML';
  return undefined;
}

/**
 * Turns a file's bytes into text, refusing empty, oversized and binary files with a message
 * naming the file. `encoding` overrides detection (the user's choice in the preview or CLI).
 */
export function decodeFile(fileName: string, bytes: Uint8Array, encoding?: EncodingName): Result<DecodedText> {
  if (bytes.length === 0)
    return err('empty_file', `${fileName} is empty; export the payments again and choose that file.`);
  if (bytes.length > MAX_FILE_BYTES) {
    return err(
      'file_too_large',
      `${fileName} is ${(bytes.length / 1048576).toFixed(1)} MB; Bulkpay reads files up to ${MAX_FILE_BYTES / 1048576} MB. Split it into smaller files.`,
    );
  }
  const kind = knownBinaryKind(bytes);
  if (kind) return err('binary_file', `${fileName} is not a text file: it looks like ${kind}.`);
  const detected = detectEncoding(bytes);
  const chosen = encoding ?? detected.encoding;
  const sameAsDetected = chosen === detected.encoding;
  const text =
    sameAsDetected && detected.text !== undefined ? detected.text : new TextDecoderImpl(chosen).decode(bytes);
  const invalidLines = sameAsDetected && detected.invalidAt ? linesOfOffsets(bytes, detected.invalidAt) : [];
  // Control characters other than tab and line breaks mean this is not text (or the wrong encoding).
  let control = 0;
  for (let i = 0; i < Math.min(text.length, 65536); i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || (c === 0xfffd && !invalidLines.length)) control++;
  }
  if (control > 0 && control > Math.min(text.length, 65536) * 0.01) {
    return err(
      'binary_file',
      `${fileName} does not read as text in ${chosen}${encoding ? '; try another encoding' : ''}. Choose a CSV or pain.001 XML file.`,
    );
  }
  return ok({
    text,
    encoding: chosen,
    bom: sameAsDetected && detected.bom,
    reason: encoding && !(sameAsDetected && detected.bom) ? 'chosen' : detected.reason,
    invalidLines,
  });
}
