import type { IncomingMessage } from 'node:http';
import { pino, type LoggerOptions } from 'pino';
import { AppConfig } from '../config/app-config';
import { loggerOptions, redactQuery, withoutSecrets } from './logger-options';

describe('request logging', () => {
  it('never writes a token or password from a query string', () => {
    expect(redactQuery('/api/super-admin/queues?token=eyJhbGci.x.y&page=2')).toBe('/api/super-admin/queues?token=[redacted]&page=2');
    expect(redactQuery('/x?page=1&password=hunter2')).toBe('/x?page=1&password=[redacted]');
    expect(redactQuery('/api/health')).toBe('/api/health');
  });

  it('logs every /api request, as the client spelled it, and not the static files', () => {
    const http = loggerOptions({ LOG_LEVEL: 'info' } as AppConfig).pinoHttp as {
      autoLogging: { ignore(request: IncomingMessage): boolean };
    };
    // Nest's middleware sees the URL without the global prefix; originalUrl keeps it.
    const ignored = (url: string, originalUrl: string) =>
      http.autoLogging.ignore({ url, originalUrl } as IncomingMessage & { originalUrl: string });
    expect(ignored('/profile', '/api/profile')).toBe(false);
    expect(ignored('/assets/index.js', '/assets/index.js')).toBe(true);
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

  it('writes lines censored, and a response as its status only, through pino with these options', () => {
    const written: string[] = [];
    const options = loggerOptions({ LOG_LEVEL: 'info' } as AppConfig).pinoHttp as LoggerOptions;
    const logger = pino(
      { level: options.level, formatters: options.formatters, serializers: options.serializers },
      {
        write: (line: string) => written.push(line),
      },
    );
    logger.info({ user: { password: 'hunter22' }, res: { statusCode: 201, getHeader: () => 'x' } }, 'signed in');
    const [line] = written.map((text) => JSON.parse(text));
    expect(line).toMatchObject({ msg: 'signed in', user: { password: '[redacted]' }, res: { statusCode: 201 } });
    expect(Object.keys(line.res)).toEqual(['statusCode']);
    expect(written.join('')).not.toContain('hunter22');
  });
});
