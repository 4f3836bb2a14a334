import { DomainError } from '../domain/domain-error';
import { findUnsafeValue, MAX_DEPTH, rejectUnsafeValue } from './unsafe-value';

describe('the storable-value rule', () => {
  it.each([
    ['a NUL', { name: 'a\u0000b' }, 'name'],
    ['a lone high surrogate', { name: 'x\ud800' }, 'name'],
    ['a lone low surrogate', { name: '\udc00' }, 'name'],
    ['a reversed pair', { name: '\udc00\ud800' }, 'name'],
    ['a nested string', { owner: { phones: ['ok', '\u0000'] } }, 'owner.phones.1'],
    ['a key', { 'k\u0000': 1 }, 'k\ufffd'],
    ['a number beyond 2^53', { id: 2 ** 53 }, 'id'],
    ['a huge negative number', { amount: -1e308 }, 'amount'],
  ])('finds %s and names the field', (_, value, field) => {
    expect(findUnsafeValue(value)?.field).toBe(field);
  });

  it('prefixes a query or path parameter name', () => {
    expect(findUnsafeValue('a\u0000', 'search')?.field).toBe('search');
    expect(findUnsafeValue({ q: '\ud800' }, 'filter')?.field).toBe('filter.q');
  });

  it('passes what PostgreSQL stores: emoji pairs, accents, safe integers, decimals', () => {
    expect(findUnsafeValue({ name: 'Pani 💧 café', n: Number.MAX_SAFE_INTEGER, rate: 0.0036, list: [null, true] })).toBeNull();
  });

  it('refuses nesting deeper than the limit without recursing', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnsafeValue(deep)?.message).toContain('nested too deeply');
    let shallow: unknown = 'leaf';
    for (let i = 0; i < MAX_DEPTH - 1; i += 1) shallow = { a: shallow };
    expect(findUnsafeValue(shallow)).toBeNull();
  });

  it('keeps a quoted key short', () => {
    expect(findUnsafeValue({ ['k'.repeat(10_000) + '\u0000']: 1 })!.field.length).toBeLessThan(80);
  });

  it('throws a 422 DomainError with the field', () => {
    expect(() => rejectUnsafeValue({ name: '\u0000' })).toThrow(DomainError);
    try {
      rejectUnsafeValue({ name: '\u0000' });
    } catch (error) {
      expect((error as DomainError).category).toBe('validation');
      expect((error as DomainError).options.errors).toEqual({ name: [expect.stringContaining('not allowed')] });
    }
  });
});
