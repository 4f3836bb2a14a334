import type { FastifyReply } from 'fastify';

/** The files the app answers with, by kind. */
export const FILE_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

/**
 * Marks an answer as a file: its type, its name, whether the browser shows it (inline: a PDF to
 * read or print) or saves it (attachment), and never kept by a cache on the way (statements,
 * payslips and invoices are private). Returns the bytes, for `return sendFile(...)` in a route.
 */
export function sendFile<Body>(
  reply: FastifyReply,
  file: { type: string; name: string; disposition?: 'inline' | 'attachment' },
  body: Body,
): Body {
  void reply
    .header('content-type', file.type)
    .header('content-disposition', `${file.disposition ?? 'attachment'}; filename="${file.name}"`)
    .header('cache-control', 'no-store');
  return body;
}
