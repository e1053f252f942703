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

export interface DecodedText {
  text: string;
  encoding: EncodingName;
  /** True when the file started with a byte order mark. */
  bom: boolean;
}

function hasPrefix(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

/** Reads the BOM; otherwise UTF-16 by its zero bytes, UTF-8 when the bytes are valid UTF-8, else Windows-1252. */
export function detectEncoding(bytes: Uint8Array): { encoding: EncodingName; bom: boolean } {
  if (hasPrefix(bytes, [0xef, 0xbb, 0xbf])) return { encoding: 'utf-8', bom: true };
  if (hasPrefix(bytes, [0xff, 0xfe])) return { encoding: 'utf-16le', bom: true };
  if (hasPrefix(bytes, [0xfe, 0xff])) return { encoding: 'utf-16be', bom: true };
  const sample = bytes.subarray(0, 4096);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] !== 0) continue;
    if (i % 2) oddZeros++;
    else evenZeros++;
  }
  const half = sample.length / 2;
  if (oddZeros > half * 0.3 && evenZeros === 0) return { encoding: 'utf-16le', bom: false };
  if (evenZeros > half * 0.3 && oddZeros === 0) return { encoding: 'utf-16be', bom: false };
  try {
    new TextDecoderImpl('utf-8', { fatal: true }).decode(bytes);
    return { encoding: 'utf-8', bom: false };
  } catch {
    return { encoding: 'windows-1252', bom: false };
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
  const text = new TextDecoderImpl(chosen).decode(bytes);
  // Control characters other than tab and line breaks mean this is not text (or the wrong encoding).
  let control = 0;
  for (let i = 0; i < Math.min(text.length, 65536); i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0xfffd) control++;
  }
  if (control > 0 && control > Math.min(text.length, 65536) * 0.01) {
    return err(
      'binary_file',
      `${fileName} does not read as text in ${chosen}${encoding ? '; try another encoding' : ''}. Choose a CSV or pain.001 XML file.`,
    );
  }
  return ok({ text, encoding: chosen, bom: chosen === detected.encoding && detected.bom });
}
