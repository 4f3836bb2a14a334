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
