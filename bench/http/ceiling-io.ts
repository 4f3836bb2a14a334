import { IncomingMessage, ServerResponse } from 'node:http';

/** The ceilings' HTTP plumbing: a JSON body out, a request body in. */
export function sendBody(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

export const send = (response: ServerResponse, status: number, payload: unknown): void =>
  sendBody(response, status, JSON.stringify(payload));

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
