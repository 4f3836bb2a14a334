import { loadConfig } from '../config/app-config';
import { tokenMatches } from './metrics-token.guard';

const TOKEN = 'a'.repeat(40);

describe('tokenMatches', () => {
  it('accepts the token itself only', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(tokenMatches(`${TOKEN}a`, TOKEN)).toBe(false);
    expect(tokenMatches(TOKEN.slice(1), TOKEN)).toBe(false);
    expect(tokenMatches(`b${TOKEN.slice(1)}`, TOKEN)).toBe(false);
    expect(tokenMatches(TOKEN.toUpperCase(), TOKEN)).toBe(false);
  });

  it('refuses no token and an empty one', () => {
    expect(tokenMatches(undefined, TOKEN)).toBe(false);
    expect(tokenMatches('', TOKEN)).toBe(false);
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset unless given (the route is off), and an empty value counts as unset', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });

  it.each([
    ['64 hex digits', 'f'.repeat(64)],
    ['base64 with padding', `${'Ab+/'.repeat(10)}==`],
  ])('takes %s', (_name, value) => {
    expect(loadConfig({ METRICS_TOKEN: value }).METRICS_TOKEN).toBe(value);
  });

  it.each([
    ['too short to be safe', 'short-token'],
    ['31 characters', 'x'.repeat(31)],
    ['a space inside', `${'x'.repeat(20)} ${'x'.repeat(20)}`],
    ['a quote', `${'x'.repeat(32)}"`],
  ])('refuses %s', (_name, value) => {
    expect(() => loadConfig({ METRICS_TOKEN: value })).toThrow(/METRICS_TOKEN must be at least 32 characters/);
  });
});
