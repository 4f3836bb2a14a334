export type EmployeeType = 'commission' | 'salary';

export interface Employee {
  id: number;
  name: string;
  phone: string;
  address?: string | null;
  type: EmployeeType;
  commission_rate?: number | null;
  monthly_salary?: number | null;
  is_active: boolean;
}

export interface EmployeeList {
  employees: Employee[];
}

/** POST /filter-owner/employees and PUT /filter-owner/employees/:id. */
export interface NewEmployee {
  name: string;
  phone: string;
  address?: string;
  type: EmployeeType;
  commission_rate: number | null;
  monthly_salary: number | null;
}
