// The wizard's validation rules and messages (spec section 5), as plain functions: true or the message.
export type Check = true | string;

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export const plantRules = {
  name: (value: string): Check => (blank(value) ? 'Plant name is required' : true),
  address: (value: string): Check => (blank(value) ? 'Address is required' : true),
  phone: (value: string): Check => (blank(value) ? 'Phone number is required' : true),
  canRate: (value: number | string): Check =>
    blank(value) || Number(value) < 1 || Number.isNaN(Number(value)) ? 'Can rate must be at least 1' : true,
};

export const areaRules = {
  name: (value: string): Check => (blank(value) ? 'Area name is required' : value.trim().length > 100 ? 'Area name too long' : true),
  description: (value: string): Check =>
    blank(value) ? 'Description is required' : value.trim().length > 500 ? 'Description too long' : true,
};

export type EmployeeType = 'commission' | 'salary' | '';

export const PHONE_CHARACTERS = /^[0-9+\-\s()]+$/;

export const employeeRules = {
  name: (value: string): Check => (blank(value) ? 'Employee name is required' : value.trim().length > 100 ? 'Name too long' : true),
  phone: (value: string): Check => {
    const phone = (value ?? '').trim();
    if (phone.length < 10) return 'Phone number is required and must be at least 10 digits';
    if (phone.length > 20) return 'Phone number cannot exceed 20 characters';
    if (!PHONE_CHARACTERS.test(phone)) return 'Phone number contains invalid characters';
    return true;
  },
  type: (value: EmployeeType): Check =>
    value === 'commission' || value === 'salary' ? true : 'Employee type is required - choose Commission or Salary',
  commissionRate: (value: number | string | null, type: EmployeeType): Check => {
    if (type !== 'commission') return true;
    if (blank(value)) return 'Rate/salary is required based on employee type';
    const rate = Number(value);
    if (Number.isNaN(rate) || rate < 1) return 'Commission rate must be at least 1%';
    if (rate > 100) return 'Commission rate cannot exceed 100%';
    return true;
  },
  monthlySalary: (value: number | string | null, type: EmployeeType): Check => {
    if (type !== 'salary') return true;
    if (blank(value)) return 'Rate/salary is required based on employee type';
    const salary = Number(value);
    if (Number.isNaN(salary) || salary < 1000) return 'Monthly salary must be at least PKR 1,000';
    if (salary > 1_000_000) return 'Monthly salary seems too high';
    return true;
  },
};

export const STEP_MESSAGES = {
  noAreas: 'At least one delivery area is required',
  noEmployees: 'At least one employee is required',
  noAssignments: 'At least one area assignment is required',
  assignmentNeedsAreas: 'No areas available. Please create at least one area first.',
  assignmentNeedsEmployees: 'No employees available. Please add at least one employee first.',
  assignmentNeedsPlant: 'Plant context not available. Please complete plant setup first.',
};

/** What the assignment step lacks before it can assign, or null when it can. */
export function assignmentBlocker(plantId: number | null, areaCount: number, employeeCount: number): string | null {
  if (!plantId) return STEP_MESSAGES.assignmentNeedsPlant;
  if (areaCount === 0) return STEP_MESSAGES.assignmentNeedsAreas;
  if (employeeCount === 0) return STEP_MESSAGES.assignmentNeedsEmployees;
  return null;
}
