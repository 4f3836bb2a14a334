import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EMAIL_PATTERN, loginSchema } from '../../auth/validation';
import { canSubmitPlant, EMPTY_PLANT, toNewPlant } from '../../plants/AddPlantDialog';
import { parseCoordinates, plantSettingsSchema } from '../../plants/settingsForm';
import { EMPTY_EMPLOYEE, EMPTY_FORM } from './types';
import { areaDraftSchema, assignmentBlocker, employeeDraftSchema, plantDraftSchema, wizardSchema } from './rules';

/** The message a schema gives for `field` of `value` (the first, as the form shows it), or true when it has none. */
function check(schema: z.ZodType, value: unknown, field: string): string | true {
  const result = schema.safeParse(value);
  const issue = result.error?.issues.find((candidate) => candidate.path.join('.') === field);
  return issue ? issue.message : true;
}

describe('sign-in rules', () => {
  it("carries the spec's messages", () => {
    expect(check(loginSchema, { email: '', password: '' }, 'email')).toBe('Email is required');
    expect(check(loginSchema, { email: 'owner@paani', password: '' }, 'email')).toBe('Please enter a valid email address');
    expect(check(loginSchema, { email: '', password: '' }, 'password')).toBe('Password is required');
    expect(check(loginSchema, { email: '', password: '12345' }, 'password')).toBe('Password must be at least 6 characters');
    expect(loginSchema.safeParse({ email: 'owner@paani.pk', password: '123456' }).success).toBe(true);
    expect(EMAIL_PATTERN.test('owner@paani.pk')).toBe(true);
    expect(EMAIL_PATTERN.test('owner@paani')).toBe(false);
  });
});

describe('wizard plant rules', () => {
  const plant = { ...EMPTY_FORM.plant, name: 'North', address: 'Street 1', phone: '0300 1234567' };

  it('requires name, address, phone and a can rate of at least 1', () => {
    expect(check(plantDraftSchema, { ...plant, name: ' ' }, 'name')).toBe('Plant name is required');
    expect(check(plantDraftSchema, { ...plant, address: '' }, 'address')).toBe('Address is required');
    expect(check(plantDraftSchema, { ...plant, phone: '' }, 'phone')).toBe('Phone number is required');
    expect(check(plantDraftSchema, { ...plant, default_can_rate: 0 }, 'default_can_rate')).toBe('Can rate must be at least 1');
    expect(check(plantDraftSchema, { ...plant, default_can_rate: '' }, 'default_can_rate')).toBe('Can rate must be at least 1');
    expect(plantDraftSchema.safeParse({ ...plant, default_can_rate: 25 }).success).toBe(true);
    expect(plantDraftSchema.safeParse({ ...plant, default_can_rate: '25' }).success).toBe(true);
  });
});

describe('area rules', () => {
  const area = { name: 'Gulberg', description: 'Blocks A to F' };

  it('needs a name of 1 to 100 and a description of 1 to 500 characters', () => {
    expect(check(areaDraftSchema, { ...area, name: '' }, 'name')).toBe('Area name is required');
    expect(check(areaDraftSchema, { ...area, name: 'a'.repeat(101) }, 'name')).toBe('Area name too long');
    expect(check(areaDraftSchema, { ...area, description: '' }, 'description')).toBe('Description is required');
    expect(check(areaDraftSchema, { ...area, description: 'd'.repeat(501) }, 'description')).toBe('Description too long');
    expect(areaDraftSchema.safeParse(area).success).toBe(true);
  });
});

describe('employee rules', () => {
  const employee = { ...EMPTY_EMPLOYEE, name: 'Ali', phone: '+92 (300) 123-4567' };

  it('checks name and phone', () => {
    expect(check(employeeDraftSchema, { ...employee, name: '' }, 'name')).toBe('Employee name is required');
    expect(check(employeeDraftSchema, { ...employee, name: 'n'.repeat(101) }, 'name')).toBe('Name too long');
    expect(check(employeeDraftSchema, { ...employee, phone: '12345' }, 'phone')).toBe(
      'Phone number is required and must be at least 10 digits',
    );
    expect(check(employeeDraftSchema, { ...employee, phone: '1'.repeat(21) }, 'phone')).toBe('Phone number cannot exceed 20 characters');
    expect(check(employeeDraftSchema, { ...employee, phone: '0300-123456x' }, 'phone')).toBe('Phone number contains invalid characters');
    expect(employeeDraftSchema.safeParse(employee).success).toBe(true);
  });

  it('needs a type and the rate or salary that goes with it, even while other fields are wrong', () => {
    const commission = { ...employee, type: 'commission' };
    const salary = { ...employee, type: 'salary' };
    expect(check(employeeDraftSchema, { ...employee, type: '' }, 'type')).toBe('Employee type is required - choose Commission or Salary');
    expect(check(employeeDraftSchema, { ...commission, commission_rate: '' }, 'commission_rate')).toBe(
      'Rate/salary is required based on employee type',
    );
    expect(check(employeeDraftSchema, { ...commission, name: '', commission_rate: '' }, 'commission_rate')).toBe(
      'Rate/salary is required based on employee type',
    );
    expect(check(employeeDraftSchema, { ...commission, commission_rate: 0.5 }, 'commission_rate')).toBe(
      'Commission rate must be at least 1%',
    );
    expect(check(employeeDraftSchema, { ...commission, commission_rate: 101 }, 'commission_rate')).toBe(
      'Commission rate cannot exceed 100%',
    );
    expect(check(employeeDraftSchema, { ...commission, commission_rate: '15' }, 'commission_rate')).toBe(true);
    expect(check(employeeDraftSchema, { ...salary, commission_rate: '' }, 'commission_rate')).toBe(true);
    expect(check(employeeDraftSchema, { ...salary, monthly_salary: null }, 'monthly_salary')).toBe(
      'Rate/salary is required based on employee type',
    );
    expect(check(employeeDraftSchema, { ...salary, monthly_salary: 999 }, 'monthly_salary')).toBe(
      'Monthly salary must be at least PKR 1,000',
    );
    expect(check(employeeDraftSchema, { ...salary, monthly_salary: 1_000_001 }, 'monthly_salary')).toBe('Monthly salary seems too high');
    expect(check(employeeDraftSchema, { ...salary, monthly_salary: 30000 }, 'monthly_salary')).toBe(true);
  });

  it('names the field of a wizard row by its index, as the form shows it', () => {
    const form = { ...EMPTY_FORM, employees: [employee, { ...employee, phone: '123' }] };
    expect(check(wizardSchema, form, 'employees.1.phone')).toBe('Phone number is required and must be at least 10 digits');
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
  const saved = {
    name: 'North',
    phone: '0300',
    phone_secondary: '',
    address: 'Street 1',
    default_can_rate: '50',
    time_zone: 'Asia/Karachi',
    lock_period_days: '35',
    payment_details: '',
  };

  it('sends empty phones as absent, and empty payment details as none', () => {
    expect(plantSettingsSchema.parse({ ...saved, phone: ' ', payment_details: '  ' })).toEqual({
      name: 'North',
      address: 'Street 1',
      default_can_rate: 50,
      time_zone: 'Asia/Karachi',
      lock_period_days: 35,
      payment_details: null,
    });
  });

  it('keeps payment details up to 300 characters, trimmed', () => {
    expect(plantSettingsSchema.parse({ ...saved, payment_details: ' JazzCash 0300 1234567 ' }).payment_details).toBe(
      'JazzCash 0300 1234567',
    );
    expect(plantSettingsSchema.safeParse({ ...saved, payment_details: 'x'.repeat(301) }).success).toBe(false);
  });

  it('refuses a lock period that is not a whole number of days up to 3650', () => {
    expect(plantSettingsSchema.safeParse({ ...saved, lock_period_days: '3651' }).success).toBe(false);
    expect(plantSettingsSchema.safeParse({ ...saved, lock_period_days: '2.5' }).success).toBe(false);
    expect(plantSettingsSchema.parse({ ...saved, lock_period_days: '0' }).lock_period_days).toBe(0);
  });

  it('counts an empty coordinate as 0 and refuses non-numbers', () => {
    expect(parseCoordinates('', '74.3')).toEqual({ latitude: 0, longitude: 74.3 });
    expect(parseCoordinates('abc', '74.3')).toBeNull();
  });
});

describe('messages in the language on screen', () => {
  it('gives the same schemas their Urdu messages once the language is Urdu, and English again after', async () => {
    const plant = { ...EMPTY_FORM.plant, name: '', address: 'Main Road', phone: '0300-1234567' };
    await i18next.changeLanguage('ur');
    try {
      expect(check(plantDraftSchema, plant, 'name')).toBe('پلانٹ کا نام ضروری ہے');
      expect(check(loginSchema, { email: '', password: '' }, 'email')).toBe('ای میل ضروری ہے');
      expect(check(employeeDraftSchema, { ...EMPTY_EMPLOYEE, name: 'Asif', phone: '123' }, 'phone')).toBe(
        'فون نمبر ضروری ہے اور کم از کم 10 ہندسوں کا ہو',
      );
      expect(assignmentBlocker(7, 0, 1)).toBe('کوئی ایریا موجود نہیں۔ پہلے کم از کم ایک ایریا بنائیں۔');
    } finally {
      await i18next.changeLanguage('en');
    }
    expect(check(plantDraftSchema, plant, 'name')).toBe('Plant name is required');
  });
});
