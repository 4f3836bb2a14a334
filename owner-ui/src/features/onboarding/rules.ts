import { z } from 'zod';

// The wizard's validation rules and messages (spec section 5), as zod schemas the form resolves with.

const text = z.string();
const filled = (message: string) => text.refine((value) => value.trim() !== '', message);
/** A number input's value: the number it started as, or the text typed since. */
const numeric = z.union([z.number(), z.string()]).nullable();
const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export const plantDraftSchema = z.object({
  name: filled('Plant name is required'),
  address: filled('Address is required'),
  phone: filled('Phone number is required'),
  secondary_phone: text,
  default_can_rate: numeric.refine(
    (value) => !blank(value) && !Number.isNaN(Number(value)) && Number(value) >= 1,
    'Can rate must be at least 1',
  ),
  latitude: text,
  longitude: text,
});

export const areaDraftSchema = z.object({
  id: z.number().optional(),
  name: filled('Area name is required').refine((value) => value.trim().length <= 100, 'Area name too long'),
  description: filled('Description is required').refine((value) => value.trim().length <= 500, 'Description too long'),
});

export const EMPLOYEE_TYPES = ['commission', 'salary'] as const;
export type EmployeeType = (typeof EMPLOYEE_TYPES)[number] | '';

export const PHONE_CHARACTERS = /^[0-9+\-\s()]+$/;

const RATE_REQUIRED = 'Rate/salary is required based on employee type';

/** The rate or salary that goes with the type, or the message that says what is wrong with it. */
function payCheck(
  type: EmployeeType,
  commissionRate: unknown,
  monthlySalary: unknown,
): { field: 'commission_rate' | 'monthly_salary'; message: string } | null {
  if (type === 'commission') {
    if (blank(commissionRate)) return { field: 'commission_rate', message: RATE_REQUIRED };
    const rate = Number(commissionRate);
    if (Number.isNaN(rate) || rate < 1) return { field: 'commission_rate', message: 'Commission rate must be at least 1%' };
    if (rate > 100) return { field: 'commission_rate', message: 'Commission rate cannot exceed 100%' };
  }
  if (type === 'salary') {
    if (blank(monthlySalary)) return { field: 'monthly_salary', message: RATE_REQUIRED };
    const salary = Number(monthlySalary);
    if (Number.isNaN(salary) || salary < 1000) return { field: 'monthly_salary', message: 'Monthly salary must be at least PKR 1,000' };
    if (salary > 1_000_000) return { field: 'monthly_salary', message: 'Monthly salary seems too high' };
  }
  return null;
}

export const employeeDraftSchema = z
  .object({
    id: z.number().optional(),
    name: filled('Employee name is required').refine((value) => value.trim().length <= 100, 'Name too long'),
    phone: text.superRefine((value, context) => {
      const phone = value.trim();
      const message =
        phone.length < 10
          ? 'Phone number is required and must be at least 10 digits'
          : phone.length > 20
            ? 'Phone number cannot exceed 20 characters'
            : !PHONE_CHARACTERS.test(phone)
              ? 'Phone number contains invalid characters'
              : null;
      if (message) context.addIssue({ code: 'custom', message });
    }),
    address: text,
    type: z
      .union([z.enum(EMPLOYEE_TYPES), z.literal('')])
      .refine((value) => value !== '', 'Employee type is required - choose Commission or Salary'),
    commission_rate: numeric,
    monthly_salary: numeric,
  })
  .superRefine((employee, context) => {
    const problem = payCheck(employee.type, employee.commission_rate, employee.monthly_salary);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

export const wizardSchema = z.object({
  plant: plantDraftSchema,
  areas: z.array(areaDraftSchema),
  employees: z.array(employeeDraftSchema),
});

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
