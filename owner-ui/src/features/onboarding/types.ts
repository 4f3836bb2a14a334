import type { z } from 'zod';
import type { areaDraftSchema, employeeDraftSchema, plantDraftSchema } from './rules';

// The form's values are what the schemas of rules.ts accept.
export type PlantDraft = z.input<typeof plantDraftSchema>;
export type AreaDraft = z.input<typeof areaDraftSchema>;
export type EmployeeDraft = z.input<typeof employeeDraftSchema>;

export interface WizardForm {
  plant: PlantDraft;
  areas: AreaDraft[];
  employees: EmployeeDraft[];
}

export interface Assignment {
  area_id: number;
  employee_id: number;
  area_name: string;
  employee_name: string;
}

// Spec section 9: can rate 25 in the wizard; employees default to 15 % commission or PKR 30,000.
export const EMPTY_AREA: AreaDraft = { name: '', description: '' };
export const EMPTY_EMPLOYEE: EmployeeDraft = {
  name: '',
  phone: '',
  address: '',
  type: 'commission',
  commission_rate: 15,
  monthly_salary: 30000,
};
export const EMPTY_FORM: WizardForm = {
  plant: { name: '', address: '', phone: '', secondary_phone: '', default_can_rate: 25, latitude: '', longitude: '' },
  areas: [{ ...EMPTY_AREA }],
  employees: [{ ...EMPTY_EMPLOYEE }],
};

export const STEP_NAMES = ['plant', 'areas', 'employees', 'assignments', 'complete'] as const;
