import { describe, expect, it } from 'vitest';
import { patchSearch } from './search-patch';

describe('patchSearch', () => {
  it('sets the given keys, removes the emptied ones and leaves the rest', () => {
    const next = patchSearch(new URLSearchParams('from=2026-11-01&area_id=3&page=2'), {
      from: '2026-11-10',
      area_id: '',
      employee_id: 7,
      page: undefined,
      status: null,
    });
    expect(next.toString()).toBe('from=2026-11-10&employee_id=7');
  });

  it('keeps zero, which is a value, not an empty field', () => {
    expect(patchSearch(new URLSearchParams(), { min_days: '0', min_balance: 0 }).toString()).toBe('min_days=0&min_balance=0');
  });

  it('does not change the parameters it was given', () => {
    const current = new URLSearchParams('to=2026-11-24');
    patchSearch(current, { to: '' });
    expect(current.get('to')).toBe('2026-11-24');
  });
});
