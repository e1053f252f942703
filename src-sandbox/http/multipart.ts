import busboy from 'busboy';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';

export interface UploadedFile {
  filename: string;
  content: Buffer;
  /** True when the file went over the size limit and was cut. */
  truncated: boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/** Parses a multipart/form-data body; rejects with a message a developer can act on. */
export function parseMultipart(
  headers: IncomingHttpHeaders,
  raw: Buffer,
  maxFileBytes: number,
): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { fileSize: maxFileBytes, files: 4, fields: 20 } });
    } catch (e) {
      reject(new Error(`send multipart/form-data (${(e as Error).message})`));
      return;
    }
    const form: MultipartForm = { fields: {}, files: {} };
    parser.on('field', (name, value) => (form.fields[name] = value));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      const file: UploadedFile = { filename: info.filename ?? '', content: Buffer.alloc(0), truncated: false };
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => (file.truncated = true));
      stream.on('close', () => {
        file.content = Buffer.concat(chunks);
        form.files[name] = file;
      });
    });
    parser.on('error', (e) => reject(new Error(`the multipart body cannot be read (${(e as Error).message})`)));
    parser.on('close', () => resolve(form));
    Readable.from([raw]).pipe(parser);
  });
}
