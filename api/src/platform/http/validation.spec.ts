import { ValidationError } from '@nestjs/common';
import { fieldErrors, MAX_FIELD_ERRORS } from './validation';

const unknown = (property: string): ValidationError => ({ property, constraints: { whitelistValidation: 'x' }, children: [] });

describe('fieldErrors', () => {
  it(`lists at most ${MAX_FIELD_ERRORS} fields, with short names`, () => {
    const errors = Array.from({ length: 7000 }, (_, i) => unknown(`field_${i}_${'x'.repeat(500)}`));
    const fields = fieldErrors(errors);
    expect(Object.keys(fields)).toHaveLength(MAX_FIELD_ERRORS);
    expect(JSON.stringify(fields).length).toBeLessThan(6000);
  });

  it('keeps a __proto__ field as a plain key', () => {
    const fields = fieldErrors([unknown('__proto__'), unknown('constructor')]);
    expect(Object.keys(fields)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });
});
