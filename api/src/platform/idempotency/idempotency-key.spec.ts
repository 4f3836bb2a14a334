import { DomainError } from '../domain/domain-error';
import { canonicalJson, readIdempotencyKey, requestFingerprint } from './idempotency-key';

describe('Idempotency-Key parsing and request fingerprints', () => {
  it('accepts 1 to 255 printable ASCII characters, and no header at all', () => {
    expect(readIdempotencyKey(undefined)).toBeUndefined();
    expect(readIdempotencyKey('a')).toBe('a');
    expect(readIdempotencyKey(' ~'.repeat(127) + 'x')).toHaveLength(255);
  });

  it.each([[''], ['k'.repeat(256)], ['clé'], ['tab\there'], [['a', 'b']]])('refuses %j with a 400 domain error', (header) => {
    expect(() => readIdempotencyKey(header)).toThrow(DomainError);
    try {
      readIdempotencyKey(header);
    } catch (error) {
      expect(error).toMatchObject({ category: 'bad_request', code: 'IDEMPOTENCY_KEY_INVALID' });
    }
  });

  it('writes JSON with sorted keys at every level, arrays kept in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}',
    );
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('binds a key to method, route, parameters, query and body, not to key order', () => {
    const base = { method: 'POST', route: '/api/areas/:id', params: { id: '1' }, query: { q: '1' }, body: { a: 1, b: 2 } };
    const same = requestFingerprint({ ...base, body: { b: 2, a: 1 } });
    expect(same).toBe(requestFingerprint(base));
    expect(same).toMatch(/^[0-9a-f]{64}$/);
    for (const change of [
      { method: 'PUT' },
      { route: '/api/plants/:id' },
      { params: { id: '2' } },
      { query: { q: '2' } },
      { body: { a: 1 } },
    ]) {
      expect(requestFingerprint({ ...base, ...change })).not.toBe(same);
    }
  });
});
