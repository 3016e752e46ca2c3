import fs from 'node:fs';
import path from 'node:path';

const TESTDATA = path.resolve(import.meta.dirname, '../../../../testdata');
export const image = (name: string) => path.join(TESTDATA, 'images', name);
export const pdf = (name: string) => path.join(TESTDATA, 'pdfs', name);

export interface FilePart {
  field: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it, for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portfolio-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A file part from the shared test data. */
export function filePart(field: string, file: string, contentType = 'image/jpeg'): FilePart {
  return { field, filename: path.basename(file), contentType, data: fs.readFileSync(file) };
}
