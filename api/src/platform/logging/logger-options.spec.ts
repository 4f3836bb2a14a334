import type { IncomingMessage } from 'node:http';
import { AppConfig } from '../config/app-config';
import { loggerOptions, redactQuery } from './logger-options';

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
});
