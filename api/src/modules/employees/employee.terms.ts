import { EmployeeTerms, EmployeeType } from './employee.events';

/** Section 9's defaults, used when the matching field is absent (null stays a missing value). */
export const DEFAULT_COMMISSION_RATE = 15;
export const DEFAULT_MONTHLY_SALARY = 30_000;

export interface EmployeeInput {
  name?: string;
  phone?: string;
  address?: string | null;
  type?: EmployeeType;
  commission_rate?: number | null;
  monthly_salary?: number | null;
}

const decimal = (value: number | null) => (value === null ? null : value.toFixed(2));

/**
 * The terms to record from a request and, on an update, the current terms: only the pay field
 * that matches the type is kept; an absent one takes the current value or the default.
 */
export function employeeTerms(input: EmployeeInput, current: EmployeeTerms | null): EmployeeTerms {
  const type = input.type ?? current!.type;
  const keep = (field: 'commission_rate' | 'monthly_salary', fallback: number): number | null => {
    const value = input[field];
    if (value !== undefined) return value;
    if (current && current.type === type && current[field] !== null) return Number(current[field]);
    return fallback;
  };
  const address = input.address !== undefined ? input.address : (current?.address ?? null);
  return {
    name: (input.name ?? current!.name).trim(),
    phone: (input.phone ?? current!.phone).trim(),
    address: address === null || address.trim() === '' ? null : address.trim(),
    type,
    commission_rate: type === 'commission' ? decimal(keep('commission_rate', DEFAULT_COMMISSION_RATE)) : null,
    monthly_salary: type === 'salary' ? decimal(keep('monthly_salary', DEFAULT_MONTHLY_SALARY)) : null,
  };
}
