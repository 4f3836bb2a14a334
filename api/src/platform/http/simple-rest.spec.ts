import { DomainError } from '../domain/domain-error';
import { contentRange, parseSimpleRestList } from './simple-rest';

const options = { sortable: ['id', 'name'], defaultSort: { field: 'id', order: 'ASC' as const } };

describe('ra-data-simple-rest list parameters', () => {
  it('reads sort, range and filter as react-admin sends them', () => {
    const list = parseSimpleRestList({ sort: '["name","DESC"]', range: '[25,49]', filter: '{"q":" ali ","is_active":true}' }, options);
    expect(list).toMatchObject({ sort: { field: 'name', order: 'DESC' }, range: [25, 49], offset: 25, limit: 25, q: 'ali', ids: null });
    expect(list.filter.is_active).toBe(true);
  });

  it('falls back to the default sort for unknown fields and to a first page of 25', () => {
    const list = parseSimpleRestList({ sort: '["password_hash","ASC"]' }, options);
    expect(list).toMatchObject({ sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 25, q: null });
  });

  it('turns filter.id into the ids of a getMany', () => {
    expect(parseSimpleRestList({ filter: '{"id":[3,"7",-1]}' }, options)).toMatchObject({ ids: [3, 7], offset: 0, limit: 2 });
    expect(parseSimpleRestList({ filter: '{"id":5}' }, options).ids).toEqual([5]);
  });

  it('caps the page size', () => {
    expect(parseSimpleRestList({ range: '[0,99999]' }, { ...options, maxPageSize: 100 }).range).toEqual([0, 99]);
  });

  it.each([{ filter: '{bad' }, { range: '[5,1]' }, { range: '"x"' }, { filter: '[1]' }])('refuses %j with a 400', (query) => {
    expect(() => parseSimpleRestList(query, options)).toThrow(DomainError);
  });

  it('never pages more than 1,000 rows, whatever a list allows', () => {
    expect(parseSimpleRestList({ range: '[0,99999]' }, { ...options, maxPageSize: 5000 }).range).toEqual([0, 999]);
    expect(parseSimpleRestList({ range: '[0,99999]' }, options).limit).toBe(1000);
  });

  it("reads json-server's _start/_end (end exclusive) when range is absent", () => {
    expect(parseSimpleRestList({ _start: '10', _end: '20' }, options)).toMatchObject({ range: [10, 19], offset: 10, limit: 10 });
  });

  it.each([
    { range: '[0,12345678901234567890]' },
    { range: '[1e20,1e21]' },
    { range: '[9007199254740990,9007199254740991]' },
    { _start: '12345678901234567890', _end: '12345678901234567899' },
    { _start: '-1', _end: '5' },
    { _start: '5', _end: '5' },
    { _start: 'a', _end: 'b' },
  ])('refuses the out-of-range or malformed page %j', (query) => {
    expect(() => parseSimpleRestList(query, options)).toThrow(DomainError);
  });

  it('parses declared filters by kind and drops empty ones', () => {
    const list = parseSimpleRestList(
      { filter: '{"owner_id":"12","is_active":"false","from":"2026-01-02T00:00:00Z","stream_id":"","other":"kept"}' },
      { ...options, filters: { owner_id: 'id', is_active: 'boolean', from: 'timestamp', stream_id: 'text' } },
    );
    expect(list.filter).toEqual({ owner_id: 12, is_active: false, from: new Date('2026-01-02T00:00:00Z'), other: 'kept' });
  });

  it.each([
    ['{"owner_id":"abc"}', 'owner_id'],
    ['{"owner_id":0}', 'owner_id'],
    ['{"from":"not-a-date"}', 'from'],
    ['{"from":"0000-01-01T00:00:00Z"}', 'from'],
    ['{"is_active":"yes"}', 'is_active'],
    ['{"q":{"$ne":1}}', 'q'],
  ])('refuses the filter %s with a 400 naming %s', (filter, name) => {
    const kinds = { owner_id: 'id', from: 'timestamp', is_active: 'boolean' } as const;
    expect(() => parseSimpleRestList({ filter }, { ...options, filters: kinds })).toThrow(`The filter ${name} must be`);
    try {
      parseSimpleRestList({ filter }, { ...options, filters: kinds });
    } catch (error) {
      expect((error as DomainError).category).toBe('bad_request');
      expect(Object.keys((error as DomainError).options.errors ?? {})).toEqual([`filter.${name}`]);
    }
  });

  it('refuses NUL in a filter value with a 422 naming it', () => {
    expect(() => parseSimpleRestList({ filter: '{"q":"a\\u0000"}' }, options)).toThrow(DomainError);
    try {
      parseSimpleRestList({ filter: '{"q":"a\\u0000"}' }, options);
    } catch (error) {
      expect((error as DomainError).category).toBe('validation');
      expect(Object.keys((error as DomainError).options.errors ?? {})).toEqual(['filter.q']);
    }
  });

  it('writes Content-Range for full and empty pages', () => {
    expect(contentRange('filter-owners', 0, 25, 319)).toBe('filter-owners 0-24/319');
    expect(contentRange('filter-owners', 50, 0, 3)).toBe('filter-owners */3');
  });
});
