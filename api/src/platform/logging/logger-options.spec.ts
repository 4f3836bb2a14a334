import { redactQuery } from './logger-options';

describe('request logging', () => {
  it('never writes a token or password from a query string', () => {
    expect(redactQuery('/api/super-admin/queues?token=eyJhbGci.x.y&page=2')).toBe('/api/super-admin/queues?token=[redacted]&page=2');
    expect(redactQuery('/x?page=1&password=hunter2')).toBe('/x?page=1&password=[redacted]');
    expect(redactQuery('/api/health')).toBe('/api/health');
  });
});
