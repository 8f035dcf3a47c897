/**
 * A multipart/form-data body built by hand, as a client library would send it: text fields and
 * file parts, each with its headers, between boundaries.
 */
import { randomUUID } from 'node:crypto';

export type FormPart = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

export function multipartBody(parts: readonly FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----catalog-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head = 'filename' in part
      ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
      : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), 'filename' in part ? part.content : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
