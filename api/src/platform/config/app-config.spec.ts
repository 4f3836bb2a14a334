import { loadConfig } from './app-config';

describe('WORKER_NICE', () => {
  it('is 10 unless set: the worker yields the CPU to the API', () => {
    expect(loadConfig({}).WORKER_NICE).toBe(10);
    expect(loadConfig({ WORKER_NICE: '0' }).WORKER_NICE).toBe(0);
    expect(loadConfig({ WORKER_NICE: '19' }).WORKER_NICE).toBe(19);
  });

  it.each(['-5', '20', 'low'])('refuses %s: only 0 (normal) to 19 (lowest)', (value) => {
    expect(() => loadConfig({ WORKER_NICE: value })).toThrow(/WORKER_NICE/);
  });
});

describe('LOG_FORMAT', () => {
  it('is json under NODE_ENV=production and pretty elsewhere unless set', () => {
    expect(loadConfig({}).LOG_FORMAT).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).LOG_FORMAT).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).LOG_FORMAT).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
  });

  it.each(['text', 'JSON', 'yes'])('refuses %s at start: only pretty or json', (value) => {
    expect(() => loadConfig({ LOG_FORMAT: value })).toThrow(/Invalid configuration:\n {2}LOG_FORMAT: .*pretty, json/);
  });
});
