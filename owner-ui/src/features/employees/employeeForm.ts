import type { NewEmployee } from '@paani/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { StaffMember } from '../../api/employees/get-employees';

/** The fields the server may name in a 422, in the order the form shows them. */
export const EMPLOYEE_FIELDS = ['name', 'phone', 'address', 'type', 'commission_rate', 'monthly_salary'] as const;

export interface EmployeeFormValues {
  name: string;
  phone: string;
  address: string;
  type: 'commission' | 'salary';
  commission_rate: string;
  monthly_salary: string;
}

// Spec section 9: a new employee starts at 15 % commission or PKR 30,000 a month.
export const EMPTY_EMPLOYEE_FORM: EmployeeFormValues = {
  name: '',
  phone: '',
  address: '',
  type: 'commission',
  commission_rate: '15',
  monthly_salary: '30000',
};

export function employeeFormValues(employee: StaffMember): EmployeeFormValues {
  return {
    name: employee.name,
    phone: employee.phone,
    address: employee.address ?? '',
    type: employee.type,
    commission_rate: employee.commission_rate != null ? String(employee.commission_rate) : EMPTY_EMPLOYEE_FORM.commission_rate,
    monthly_salary: employee.monthly_salary != null ? String(employee.monthly_salary) : EMPTY_EMPLOYEE_FORM.monthly_salary,
  };
}

const PHONE_CHARACTERS = /^[0-9+\-\s()]+$/;

/**
 * The server's rules (docs/decisions.md, "Areas and staff") with the spec's messages: name 1 to 100,
 * phone 10 to 20 characters of digits, +, -, space and parentheses, commission 1 to 100 %, salary
 * PKR 1,000 to 1,000,000. Only the pay that goes with the type is checked and sent.
 */
export function employeeFormSchema(t: TFunction<'employees'>) {
  return z
    .object({
      name: z
        .string()
        .refine((value) => value.trim() !== '', t('validation.nameRequired'))
        .refine((value) => value.trim().length <= 100, t('validation.nameTooLong')),
      phone: z.string().superRefine((value, context) => {
        const phone = value.trim();
        const message =
          phone.length < 10
            ? t('validation.phoneShort')
            : phone.length > 20
              ? t('validation.phoneLong')
              : !PHONE_CHARACTERS.test(phone)
                ? t('validation.phoneCharacters')
                : null;
        if (message) context.addIssue({ code: 'custom', message });
      }),
      address: z.string(),
      type: z.enum(['commission', 'salary'], t('validation.typeRequired')),
      commission_rate: z.string(),
      monthly_salary: z.string(),
    })
    .superRefine((values, context) => {
      const field = values.type === 'commission' ? 'commission_rate' : 'monthly_salary';
      const text = values[field].trim();
      const amount = Number(text);
      const [min, max] = values.type === 'commission' ? [1, 100] : [1000, 1_000_000];
      let message: string | null = null;
      if (text === '') message = t('validation.payRequired');
      else if (Number.isNaN(amount) || amount < min)
        message = t(values.type === 'commission' ? 'validation.commissionMin' : 'validation.salaryMin');
      else if (amount > max) message = t(values.type === 'commission' ? 'validation.commissionMax' : 'validation.salaryMax');
      if (message) context.addIssue({ code: 'custom', path: [field], message });
    })
    .transform((values): NewEmployee => ({
      name: values.name.trim(),
      phone: values.phone.trim(),
      address: values.address.trim(),
      type: values.type,
      commission_rate: values.type === 'commission' ? Number(values.commission_rate) : null,
      monthly_salary: values.type === 'salary' ? Number(values.monthly_salary) : null,
    }));
}
