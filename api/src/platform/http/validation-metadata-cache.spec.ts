import 'reflect-metadata';
import { getMetadataStorage, IsInt, IsString, Min, validateSync } from 'class-validator';
import { rememberValidationMetadata } from './validation-metadata-cache';

class Base {
  @IsString()
  name!: string;
}

class Child extends Base {
  @IsInt()
  count!: number;
}

const errorsOf = (object: object) => validateSync(object).flatMap((error) => Object.keys(error.constraints ?? {}));

describe('rememberValidationMetadata', () => {
  beforeAll(() => rememberValidationMetadata());

  it('answers a class the same rules, its own and inherited, from the second lookup on without walking the storage again', () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Child, '', false, false);
    // class-validator's own map of rules by class (a private member), whose entries its lookup walks.
    const rulesByClass: unknown = storage['validationMetadatas'];
    if (!(rulesByClass instanceof Map)) throw new Error("class-validator's storage keeps no map of rules");
    const walk = jest.spyOn(rulesByClass, 'entries');
    const second = storage.getTargetValidationMetadatas(Child, '', false, false);
    expect(second).toBe(first);
    expect(walk).not.toHaveBeenCalled();
    walk.mockRestore();
    expect(first.map((rule) => rule.propertyName).sort()).toEqual(['count', 'name']);
    expect(storage.groupByPropertyName(first)).toBe(storage.groupByPropertyName(first));
  });

  it('validates as class-validator does: inherited rules apply, each failure reported', () => {
    expect(errorsOf(Object.assign(new Child(), { name: 'Ali', count: 3 }))).toEqual([]);
    expect(errorsOf(Object.assign(new Child(), { name: 7, count: 'three' })).sort()).toEqual(['isInt', 'isString']);
  });

  it('forgets what it kept when a rule is added later, so the new rule applies at once', () => {
    const child = Object.assign(new Child(), { name: 'Ali', count: 0 });
    expect(errorsOf(child)).toEqual([]);
    Min(1)(Child.prototype, 'count');
    expect(errorsOf(child)).toEqual(['min']);
  });

  it('wraps a storage once, however often it is asked', () => {
    const storage = getMetadataStorage();
    const lookUp = storage.getTargetValidationMetadatas;
    rememberValidationMetadata(storage);
    expect(storage.getTargetValidationMetadatas).toBe(lookUp);
  });
});
