import fastify from 'fastify';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { pinoHttp, type Options } from 'pino-http';
import { AppConfig } from '../config/app-config';
import { runInContext } from '../context/request-context';
import { loggerOptions } from './logger-options';
import { prettyLines, readableMessage } from './pretty-lines';
import { registerRequestLog, requestIdOf } from './request-log';

/** What the real pino-pretty stream writes, without colours, each write as it came. */
function written(): { destination: Writable; chunks: string[] } {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { destination, chunks };
}

describe('pretty log lines', () => {
  const options = () => loggerOptions({ LOG_LEVEL: 'debug', LOG_FORMAT: 'pretty' } as AppConfig).pinoHttp as [Options, unknown];

  it("writes one readable line per request (method, URL, status, time, request id) and never a token or the authorization header's value", async () => {
    const { destination, chunks } = written();
    // As the app makes it: the app's options, the request hook, the request ids, the pretty stream.
    const { logger } = pinoHttp(options()[0], prettyLines({ destination, colorize: false }));
    const app = fastify({ requestIdHeader: false, genReqId: requestIdOf });
    registerRequestLog(app, () => logger);
    app.get('/api/plans', async () => ({ ok: true }));
    app.get('/api/broken', async (_request, reply) => reply.code(503).send({ ok: false }));
    await app.ready();
    await app.inject({
      method: 'GET',
      url: '/api/plans?token=abc&page=2',
      headers: { authorization: 'Bearer xyz-secret-value', 'x-request-id': 'trace-7' },
    });
    // A fixed id: a generated one is hex, which may hold "abc".
    await app.inject({ method: 'GET', url: '/api/broken?password=hunter22', headers: { 'x-request-id': 'trace-8' } });
    await app.close();

    // Written at once (the stream is synchronous), one line per request.
    expect(chunks).toHaveLength(2);
    for (const chunk of chunks) expect(chunk).toMatch(/^[^\n]+\n$/);
    const [plans, broken] = chunks;
    expect(plans).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO \(\d+\): GET \/api\/plans\?token=\[redacted\]&page=2 200 \d+ ms req=trace-7\n$/);
    expect(broken).toMatch(/^\[[\d:.]+\] ERROR \(\d+\): GET \/api\/broken\?password=\[redacted\] 503 \d+ ms req=trace-8\n$/);
    const all = chunks.join('');
    for (const secret of ['abc', 'xyz-secret-value', 'Bearer', 'hunter22']) expect(all).not.toContain(secret);
  });

  it('writes lines censored (the formatter runs before pino-pretty), with their context and request id, other fields on the same line', () => {
    const { destination, chunks } = written();
    const logger = pino(options()[0], prettyLines({ destination, colorize: false }));
    runInContext({ source: 'http', requestId: 'req-7' }, () =>
      logger.warn(
        {
          context: 'Auth',
          token: 'eyJ.tok.en',
          user: { id: 7, password: 'hunter22' },
          upstream: { headers: { authorization: 'Bearer abc.def', accept: 'text/csv' } },
        },
        'signed in',
      ),
    );
    logger.info({ context: 'Start' }, 'Paani is running');
    expect(chunks).toHaveLength(2);
    expect(chunks[0]).toMatch(/^\[[\d:.]+\] WARN \(\d+\): \[Auth\] signed in req=req-7 \{.*\}\n$/);
    expect(chunks[0]).toContain('"password":"[redacted]"');
    expect(chunks[0]).toContain('"authorization":"[redacted]"');
    expect(chunks[0]).toContain('"accept":"text/csv"');
    for (const secret of ['eyJ.tok.en', 'hunter22', 'abc.def']) expect(chunks[0]).not.toContain(secret);
    expect(chunks[1]).toMatch(/^\[[\d:.]+\] INFO \(\d+\): \[Start\] Paani is running\n$/);
  });

  it('says what a line is about in its words', () => {
    expect(
      readableMessage(
        { msg: 'request completed', req: { id: 'r1', method: 'POST', url: '/api/x' }, res: { statusCode: 201 }, responseTime: 4 },
        'msg',
      ),
    ).toBe('POST /api/x 201 4 ms req=r1');
    expect(
      readableMessage(
        {
          msg: 'event committed',
          context: 'Events',
          reqId: 'r2',
          event: { type: 'CustomerRegistered', streamId: 'customer-12', version: 1 },
        },
        'msg',
      ),
    ).toBe('[Events] CustomerRegistered customer-12 v1 req=r2');
    expect(readableMessage({ msg: 'Job processors running', context: 'Worker' }, 'msg')).toBe('[Worker] Job processors running');
    expect(readableMessage({}, 'msg')).toBe('');
  });
});
