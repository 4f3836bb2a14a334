import fastify from 'fastify';
import type { DestinationStream } from 'pino';
import { pinoHttp, type Options } from 'pino-http';
import { AppConfig } from '../config/app-config';
import { loggerOptions } from './logger-options';
import { registerRequestLog, requestIdOf } from './request-log';

describe('request log', () => {
  async function served() {
    const lines: Record<string, any>[] = [];
    // The logger as nestjs-pino makes it from the app's options (pino-http's), writing to `lines`.
    const options = loggerOptions({ LOG_LEVEL: 'info' } as AppConfig).pinoHttp as Options;
    const { logger } = pinoHttp(options, { write: (line: string) => lines.push(JSON.parse(line)) } as DestinationStream);
    // Request ids as the app makes them (app.factory.ts).
    const app = fastify({ requestIdHeader: false, genReqId: requestIdOf });
    registerRequestLog(app, () => logger);
    app.get('/api/things', async () => ({ ok: true }));
    app.get('/api/broken', async (_request, reply) => reply.code(503).send({ ok: false }));
    app.get('/assets/app.js', async () => 'code');
    await app.ready();
    return { app, lines };
  }

  it('writes one line per /api request with its id, method, URL, status and time, and none for a static file', async () => {
    const { app, lines } = await served();
    await app.inject({ method: 'GET', url: '/api/things?page=2', headers: { 'x-request-id': 'client-id-1' } });
    await app.inject({ method: 'GET', url: '/assets/app.js' });
    await app.inject({ method: 'GET', url: '/api/things' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'client-id-1', method: 'GET', url: '/api/things?page=2' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0].responseTime).toBe('number');
    expect(lines[1].req.id).toMatch(/^[0-9a-f-]{36}$/);
    await app.close();
  });

  it("keeps a client's request id only when it is a plain token of at most 64 characters", async () => {
    const { app, lines } = await served();
    for (const given of ['trace-42_a', 'a'.repeat(64), 'a'.repeat(65), 'two words', 'x\ny', ''])
      await app.inject({ method: 'GET', url: '/api/things', headers: { 'x-request-id': given } });
    const ids = lines.map((line) => line.req.id);
    expect(ids.slice(0, 2)).toEqual(['trace-42_a', 'a'.repeat(64)]);
    for (const id of ids.slice(2)) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    await app.close();
  });

  it('writes a server error at error level, and never a token or password from the query string', async () => {
    const { app, lines } = await served();
    await app.inject({ method: 'GET', url: '/api/broken?token=eyJ.a.b&password=hunter22' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'request errored',
        req: expect.objectContaining({ url: '/api/broken?token=[redacted]&password=[redacted]' }),
        res: { statusCode: 503 },
      }),
    ]);
    await app.close();
  });
});
