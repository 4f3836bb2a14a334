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

describe('PASSWORD_HASH_COST', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };

  it('is standard unless NODE_ENV=test, where it is light unless set', () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe('standard');
    expect(loadConfig(production).PASSWORD_HASH_COST).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test' }).PASSWORD_HASH_COST).toBe('light');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'standard' }).PASSWORD_HASH_COST).toBe('standard');
  });

  it('refuses light in production, and any other value', () => {
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: 'light' })).toThrow(/PASSWORD_HASH_COST=light is for tests/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'none' })).toThrow(/PASSWORD_HASH_COST/);
  });
});
