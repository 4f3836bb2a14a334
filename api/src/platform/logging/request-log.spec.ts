import fastify from 'fastify';
import type { DestinationStream } from 'pino';
import { pinoHttp, type Options } from 'pino-http';
import { AppConfig } from '../config/app-config';
import { loggerOptions } from './logger-options';
import { registerRequestLog } from './request-log';

describe('request log', () => {
  async function served() {
    const lines: Record<string, any>[] = [];
    // The logger as nestjs-pino makes it from the app's options (pino-http's), writing to `lines`.
    const options = loggerOptions({ LOG_LEVEL: 'info' } as AppConfig).pinoHttp as Options;
    const { logger } = pinoHttp(options, { write: (line: string) => lines.push(JSON.parse(line)) } as DestinationStream);
    const app = fastify({ requestIdHeader: 'x-request-id', genReqId: () => 'generated-id' });
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
    expect(lines[1].req.id).toBe('generated-id');
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
