/** Sends a stored file with the headers ARCHITECTURE "Security decisions" asks for. */
import type { FastifyReply } from 'fastify';
import type { OpenedFile } from './files.ts';

/**
 * RFC 6266 header value: an ASCII fallback name for old clients and the exact UTF-8 name
 * (RFC 8187) for the rest, so no name can break out of the quoted string.
 */
export function contentDisposition(fileName: string, type: 'inline' | 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The file with its stored type (never guessed again by the browser: nosniff), not kept in any
 * cache (private, no-store), shown in the browser (inline) or saved (attachment) under its name.
 */
export function sendStoredFile(reply: FastifyReply, file: OpenedFile, disposition: 'inline' | 'attachment' = 'inline') {
  return reply
    .header('Content-Type', file.mime)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(file.fileName, disposition))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.stream);
}

/** A PDF drawn or read by the app, inline under `fileName`: never cached or sniffed. */
export function sendPdf(reply: FastifyReply, fileName: string, bytes: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(bytes);
}

/** A CSV (text or stream) saved under `fileName`: never cached, it holds personal or tax data. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: unknown): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(csv);
}
