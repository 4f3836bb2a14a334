import { DomainError } from '../domain/domain-error';
import { parsePositiveId, PositiveIdPipe } from './positive-id.pipe';

describe('PositiveIdPipe', () => {
  const pipe = new PositiveIdPipe();

  it.each([
    ['1', 1],
    ['42', 42],
    [' 7 ', 7],
    ['9007199254740991', 9007199254740991],
  ])('reads %j as %d', (raw, id) => {
    expect(pipe.transform(raw, { type: 'param', data: 'id' })).toBe(id);
  });

  it.each(['0', '-1', '1.5', 'abc', '', '12345678901234567890', '9007199254740992', '007', '1e3', '0x10'])(
    'refuses %j with a 422 naming the parameter',
    (raw) => {
      expect(() => pipe.transform(raw, { type: 'param', data: 'id' })).toThrow(DomainError);
      try {
        pipe.transform(raw, { type: 'param', data: 'id' });
      } catch (error) {
        expect((error as DomainError).category).toBe('validation');
        expect((error as DomainError).options.errors).toEqual({ id: ['The id must be a positive integer.'] });
      }
    },
  );

  it('words the refusal for a resource when asked', () => {
    expect(() => new PositiveIdPipe('The area id must be a positive integer.').transform('x', { type: 'param', data: 'id' })).toThrow(
      'The area id must be a positive integer.',
    );
  });

  it('refuses numbers that lost their digits on the way (a huge id already turned into a float)', () => {
    expect(parsePositiveId(Number('12345678901234567890'))).toBeNull();
    expect(parsePositiveId(12)).toBe(12);
  });
});
