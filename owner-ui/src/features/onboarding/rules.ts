import i18next from 'i18next';
import { z } from 'zod';
import { message } from '../../i18n/translate';

// The wizard's validation rules and messages (docs/product.md, "The owner app"), as zod schemas the form resolves with.
// Messages are looked up when a value is checked (`message`), so they follow the language on screen.

const text = z.string();
const filled = (error: ReturnType<typeof message>) => text.refine((value) => value.trim() !== '', error);
/** A number input's value: the number it started as, or the text typed since. */
const numeric = z.union([z.number(), z.string()]).nullable();
const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export const plantDraftSchema = z.object({
  name: filled(message(() => i18next.t('onboarding:validation.plantNameRequired'))),
  address: filled(message(() => i18next.t('onboarding:validation.addressRequired'))),
  phone: filled(message(() => i18next.t('onboarding:validation.phoneRequired'))),
  secondary_phone: text,
  default_can_rate: numeric.refine(
    (value) => !blank(value) && !Number.isNaN(Number(value)) && Number(value) >= 1,
    message(() => i18next.t('onboarding:validation.canRateMin')),
  ),
  latitude: text,
  longitude: text,
});

export const areaDraftSchema = z.object({
  id: z.number().optional(),
  name: filled(message(() => i18next.t('onboarding:validation.areaNameRequired'))).refine(
    (value) => value.trim().length <= 100,
    message(() => i18next.t('onboarding:validation.areaNameTooLong')),
  ),
  description: filled(message(() => i18next.t('onboarding:validation.descriptionRequired'))).refine(
    (value) => value.trim().length <= 500,
    message(() => i18next.t('onboarding:validation.descriptionTooLong')),
  ),
});

export const EMPLOYEE_TYPES = ['commission', 'salary'] as const;
export type EmployeeType = (typeof EMPLOYEE_TYPES)[number] | '';

export const PHONE_CHARACTERS = /^[0-9+\-\s()]+$/;

/** The rate or salary that goes with the type, or the message (in the language on screen) that says what is wrong with it. */
function payCheck(
  type: EmployeeType,
  commissionRate: unknown,
  monthlySalary: unknown,
): { field: 'commission_rate' | 'monthly_salary'; message: string } | null {
  if (type === 'commission') {
    if (blank(commissionRate)) return { field: 'commission_rate', message: i18next.t('onboarding:validation.rateRequired') };
    const rate = Number(commissionRate);
    if (Number.isNaN(rate) || rate < 1) return { field: 'commission_rate', message: i18next.t('onboarding:validation.commissionMin') };
    if (rate > 100) return { field: 'commission_rate', message: i18next.t('onboarding:validation.commissionMax') };
  }
  if (type === 'salary') {
    if (blank(monthlySalary)) return { field: 'monthly_salary', message: i18next.t('onboarding:validation.rateRequired') };
    const salary = Number(monthlySalary);
    if (Number.isNaN(salary) || salary < 1000) return { field: 'monthly_salary', message: i18next.t('onboarding:validation.salaryMin') };
    if (salary > 1_000_000) return { field: 'monthly_salary', message: i18next.t('onboarding:validation.salaryMax') };
  }
  return null;
}

export const employeeDraftSchema = z
  .object({
    id: z.number().optional(),
    name: filled(message(() => i18next.t('onboarding:validation.employeeNameRequired'))).refine(
      (value) => value.trim().length <= 100,
      message(() => i18next.t('onboarding:validation.nameTooLong')),
    ),
    phone: text.superRefine((value, context) => {
      const phone = value.trim();
      const message =
        phone.length < 10
          ? i18next.t('onboarding:validation.phoneTooShort')
          : phone.length > 20
            ? i18next.t('onboarding:validation.phoneTooLong')
            : !PHONE_CHARACTERS.test(phone)
              ? i18next.t('onboarding:validation.phoneInvalid')
              : null;
      if (message) context.addIssue({ code: 'custom', message });
    }),
    address: text,
    type: z.union([z.enum(EMPLOYEE_TYPES), z.literal('')]).refine(
      (value) => value !== '',
      message(() => i18next.t('onboarding:validation.typeRequired')),
    ),
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

/** What the assignment step lacks before it can assign (in the language on screen), or null when it can. */
export function assignmentBlocker(plantId: number | null, areaCount: number, employeeCount: number): string | null {
  if (!plantId) return i18next.t('onboarding:stepErrors.assignmentNeedsPlant');
  if (areaCount === 0) return i18next.t('onboarding:stepErrors.assignmentNeedsAreas');
  if (employeeCount === 0) return i18next.t('onboarding:stepErrors.assignmentNeedsEmployees');
  return null;
}
