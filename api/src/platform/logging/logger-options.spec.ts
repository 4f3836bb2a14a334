import { pino, type LoggerOptions } from 'pino';
import { AppConfig } from '../config/app-config';
import { runInContext } from '../context/request-context';
import { loggerOptions, redactQuery, withoutSecrets } from './logger-options';

describe('request logging', () => {
  it('never writes a token or password from a query string', () => {
    expect(redactQuery('/api/super-admin/queues?token=eyJhbGci.x.y&page=2')).toBe('/api/super-admin/queues?token=[redacted]&page=2');
    expect(redactQuery('/x?page=1&password=hunter2')).toBe('/x?page=1&password=[redacted]');
    expect(redactQuery('/api/health')).toBe('/api/health');
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
