import { DomainError } from '../domain/domain-error';
import { contentRange, likePattern, parseSimpleRestList } from './simple-rest';

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

  it('writes Content-Range for full and empty pages', () => {
    expect(contentRange('filter-owners', 0, 25, 319)).toBe('filter-owners 0-24/319');
    expect(contentRange('filter-owners', 50, 0, 3)).toBe('filter-owners */3');
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_off')).toBe('%50\\%\\_off%');
  });
});
