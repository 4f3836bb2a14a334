import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, loginRules } from '../../auth/validation';
import { canSubmitPlant, EMPTY_PLANT, toNewPlant } from '../../plants/AddPlantDialog';
import { isDirty, parseCoordinates, settingsPayload } from '../../plants/settingsForm';
import { areaRules, assignmentBlocker, employeeRules, plantRules } from './rules';

describe('sign-in rules', () => {
  it("carries the spec's messages", () => {
    expect(loginRules.email.required).toBe('Email is required');
    expect(loginRules.email.pattern.message).toBe('Please enter a valid email address');
    expect(loginRules.password.required).toBe('Password is required');
    expect(loginRules.password.minLength).toEqual({ value: 6, message: 'Password must be at least 6 characters' });
    expect(EMAIL_PATTERN.test('owner@paani.pk')).toBe(true);
    expect(EMAIL_PATTERN.test('owner@paani')).toBe(false);
  });
});

describe('wizard plant rules', () => {
  it('requires name, address, phone and a can rate of at least 1', () => {
    expect(plantRules.name(' ')).toBe('Plant name is required');
    expect(plantRules.address('')).toBe('Address is required');
    expect(plantRules.phone('')).toBe('Phone number is required');
    expect(plantRules.canRate(0)).toBe('Can rate must be at least 1');
    expect(plantRules.canRate('')).toBe('Can rate must be at least 1');
    expect(plantRules.canRate(25)).toBe(true);
  });
});

describe('area rules', () => {
  it('needs a name of 1 to 100 and a description of 1 to 500 characters', () => {
    expect(areaRules.name('')).toBe('Area name is required');
    expect(areaRules.name('a'.repeat(101))).toBe('Area name too long');
    expect(areaRules.name('Gulberg')).toBe(true);
    expect(areaRules.description('')).toBe('Description is required');
    expect(areaRules.description('d'.repeat(501))).toBe('Description too long');
    expect(areaRules.description('Blocks A to F')).toBe(true);
  });
});

describe('employee rules', () => {
  it('checks name and phone', () => {
    expect(employeeRules.name('')).toBe('Employee name is required');
    expect(employeeRules.name('n'.repeat(101))).toBe('Name too long');
    expect(employeeRules.phone('12345')).toBe('Phone number is required and must be at least 10 digits');
    expect(employeeRules.phone('1'.repeat(21))).toBe('Phone number cannot exceed 20 characters');
    expect(employeeRules.phone('0300-123456x')).toBe('Phone number contains invalid characters');
    expect(employeeRules.phone('+92 (300) 123-4567')).toBe(true);
  });

  it('needs a type and the rate or salary that goes with it', () => {
    expect(employeeRules.type('')).toBe('Employee type is required - choose Commission or Salary');
    expect(employeeRules.commissionRate('', 'commission')).toBe('Rate/salary is required based on employee type');
    expect(employeeRules.commissionRate(0.5, 'commission')).toBe('Commission rate must be at least 1%');
    expect(employeeRules.commissionRate(101, 'commission')).toBe('Commission rate cannot exceed 100%');
    expect(employeeRules.commissionRate(15, 'commission')).toBe(true);
    expect(employeeRules.commissionRate('', 'salary')).toBe(true);
    expect(employeeRules.monthlySalary(null, 'salary')).toBe('Rate/salary is required based on employee type');
    expect(employeeRules.monthlySalary(999, 'salary')).toBe('Monthly salary must be at least PKR 1,000');
    expect(employeeRules.monthlySalary(1_000_001, 'salary')).toBe('Monthly salary seems too high');
    expect(employeeRules.monthlySalary(30000, 'salary')).toBe(true);
  });
});

describe('assignment step', () => {
  it('says what is missing, plant first', () => {
    expect(assignmentBlocker(null, 1, 1)).toBe('Plant context not available. Please complete plant setup first.');
    expect(assignmentBlocker(7, 0, 1)).toBe('No areas available. Please create at least one area first.');
    expect(assignmentBlocker(7, 2, 0)).toBe('No employees available. Please add at least one employee first.');
    expect(assignmentBlocker(7, 2, 2)).toBeNull();
  });
});

describe('add-plant dialog', () => {
  it('starts at a can rate of 50 and needs name, address and a non-zero rate', () => {
    expect(EMPTY_PLANT.default_can_rate).toBe('50');
    expect(canSubmitPlant(EMPTY_PLANT)).toBe(false);
    const filled = { ...EMPTY_PLANT, name: 'North', address: 'Street 1' };
    expect(canSubmitPlant(filled)).toBe(true);
    expect(canSubmitPlant({ ...filled, default_can_rate: '0' })).toBe(false);
    expect(canSubmitPlant({ ...filled, default_can_rate: '' })).toBe(false);
  });

  it('leaves optional fields out and sends coordinates only as a pair', () => {
    expect(toNewPlant({ ...EMPTY_PLANT, name: ' North ', address: 'Street 1', latitude: '31.5' })).toEqual({
      name: 'North',
      address: 'Street 1',
      default_can_rate: 50,
    });
    expect(toNewPlant({ ...EMPTY_PLANT, name: 'N', address: 'A', phone: '0300', latitude: '31.5', longitude: '74.3' })).toMatchObject({
      phone: '0300',
      latitude: 31.5,
      longitude: 74.3,
    });
  });
});

describe('plant settings form', () => {
  const saved = { name: 'North', phone: '0300', phone_secondary: '', address: 'Street 1', default_can_rate: '50' };

  it('is dirty after any edit and clean again when equal', () => {
    expect(isDirty(saved, saved)).toBe(false);
    expect(isDirty({ ...saved, address: 'Street 2' }, saved)).toBe(true);
  });

  it('sends empty phones as absent', () => {
    expect(settingsPayload({ ...saved, phone: ' ' })).toEqual({ name: 'North', address: 'Street 1', default_can_rate: 50 });
  });

  it('counts an empty coordinate as 0 and refuses non-numbers', () => {
    expect(parseCoordinates('', '74.3')).toEqual({ latitude: 0, longitude: 74.3 });
    expect(parseCoordinates('abc', '74.3')).toBeNull();
  });
});
