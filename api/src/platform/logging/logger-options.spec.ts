import { pino, type LoggerOptions } from 'pino';
import { AppConfig, loadConfig } from '../config/app-config';
import { runInContext } from '../context/request-context';
import { loggerOptions, redactQuery, withoutSecrets } from './logger-options';
import { prettyStdout } from './pretty-lines';

describe('request logging', () => {
  it('never writes a token or password from a query string', () => {
    expect(redactQuery('/api/super-admin/queues?token=eyJhbGci.x.y&page=2')).toBe('/api/super-admin/queues?token=[redacted]&page=2');
    expect(redactQuery('/x?page=1&password=hunter2')).toBe('/x?page=1&password=[redacted]');
    expect(redactQuery('/api/whatsapp/webhook/ab?hub.mode=subscribe&hub.verify_token=v3r1fy')).toBe(
      '/api/whatsapp/webhook/ab?hub.mode=subscribe&hub.verify_token=[redacted]',
    );
    expect(redactQuery('/api/health')).toBe('/api/health');
    expect(redactQuery('/api/public/customer-page/AbCdEfGhIjKlMnOpQrStUv/statements/2026-10?pin=1234')).toBe(
      '/api/public/customer-page/[redacted]/statements/2026-10?pin=[redacted]',
    );
    expect(redactQuery('/c/AbCdEfGhIjKlMnOpQrStUv')).toBe('/c/[redacted]');
    expect(redactQuery('/api/public/statements/x_y-z/response')).toBe('/api/public/statements/[redacted]/response');
    expect(redactQuery('/customers/5')).toBe('/customers/5');
  });

  it('censors passwords, password hashes, tokens and credential headers, and leaves a line without them as it is', () => {
    const line = { req: { id: 'r1', method: 'GET', url: '/api/profile' }, res: { statusCode: 200 }, responseTime: 3 };
    expect(withoutSecrets(line)).toBe(line);
    const body = { phone: '03001234567', password: 'hunter22' };
    const secret = {
      msg: 'x',
      token: 'eyJ.a.b',
      body,
      user: { id: 7, password_hash: '$2b$10$abc' },
      req: { id: 'r2', headers: { authorization: 'Bearer eyJ.a.b', cookie: 's=1', accept: '*/*' } },
      res: { headers: { 'set-cookie': 's=2' } },
    };
    expect(withoutSecrets(secret)).toEqual({
      msg: 'x',
      token: '[redacted]',
      body: { phone: '03001234567', password: '[redacted]' },
      user: { id: 7, password_hash: '[redacted]' },
      req: { id: 'r2', headers: { authorization: '[redacted]', cookie: '[redacted]', accept: '*/*' } },
      res: { headers: { 'set-cookie': '[redacted]' } },
    });
    // A WhatsApp account's secrets, as sent and as sealed.
    expect(withoutSecrets({ body: { phone_number_id: '1', access_token: 'EAAG', app_secret: 's3' }, access_token_sealed: 'v1.a' })).toEqual(
      {
        body: { phone_number_id: '1', access_token: '[redacted]', app_secret: '[redacted]' },
        access_token_sealed: '[redacted]',
      },
    );
    // What was logged is not changed by writing it.
    expect(body.password).toBe('hunter22');
    expect(secret.req.headers.authorization).toBe('Bearer eyJ.a.b');
  });

  it('writes lines censored, with the running request id, through pino with these options', () => {
    const written: string[] = [];
    const options = loggerOptions({ LOG_LEVEL: 'info' } as AppConfig).pinoHttp as LoggerOptions;
    const logger = pino(
      { level: options.level, formatters: options.formatters, mixin: options.mixin },
      {
        write: (line: string) => written.push(line),
      },
    );
    logger.info({ user: { password: 'hunter22' } }, 'outside a request');
    runInContext({ source: 'http', requestId: 'req-7' }, () => logger.info({ user: { password: 'hunter22' } }, 'signed in'));
    const [outside, inside] = written.map((text) => JSON.parse(text));
    expect(outside).toMatchObject({ msg: 'outside a request', user: { password: '[redacted]' } });
    expect(outside.reqId).toBeUndefined();
    expect(inside).toMatchObject({ msg: 'signed in', reqId: 'req-7', user: { password: '[redacted]' } });
    expect(written.join('')).not.toContain('hunter22');
  });
});

describe('log format', () => {
  const destinationOf = (env: NodeJS.ProcessEnv) => loggerOptions(loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env })).pinoHttp;

  it('writes readable lines through pino-pretty outside production, JSON lines to standard output in production', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { NODE_ENV: 'production', LOG_FORMAT: 'pretty' }]) {
      const pinoHttp = destinationOf(env);
      // [options, stream]: pino writes to the pretty stream, with the same options as JSON.
      expect(Array.isArray(pinoHttp)).toBe(true);
      const [options, stream] = pinoHttp as [LoggerOptions, unknown];
      expect(stream).toBe(prettyStdout());
      expect(options.formatters?.log).toBe(withoutSecrets);
    }
    for (const env of [{ NODE_ENV: 'production' }, { LOG_FORMAT: 'json' }, { NODE_ENV: 'test', LOG_FORMAT: 'json' }]) {
      // Options alone: pino's own destination, standard output, as before.
      const pinoHttp = destinationOf(env);
      expect(Array.isArray(pinoHttp)).toBe(false);
      expect((pinoHttp as LoggerOptions).formatters?.log).toBe(withoutSecrets);
    }
  });

  it('writes JSON mode as one JSON object a line, censored', () => {
    const chunks: string[] = [];
    const options = loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' } as AppConfig).pinoHttp as LoggerOptions;
    const logger = pino(options, { write: (chunk: string) => chunks.push(chunk) });
    logger.info('started');
    logger.warn({ user: { password: 'hunter22' }, note: 'two\nlines' }, 'signed in');
    runInContext({ source: 'http', requestId: 'req-9' }, () => logger.error({ err: new Error('boom') }, 'failed'));
    expect(chunks).toHaveLength(3);
    for (const chunk of chunks) expect(chunk).toMatch(/^\{[^\n]*\}\n$/);
    const lines = chunks
      .join('')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'started' }),
      expect.objectContaining({ level: 40, msg: 'signed in', note: 'two\nlines', user: { password: '[redacted]' } }),
      expect.objectContaining({ level: 50, msg: 'failed', reqId: 'req-9', err: expect.objectContaining({ message: 'boom' }) }),
    ]);
  });
});
