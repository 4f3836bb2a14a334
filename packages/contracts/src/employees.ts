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
  /** A rider's sign-in is given (and not revoked): POST/DELETE /filter-owner/employees/{id}/login. */
  has_login?: boolean;
  /** The sign-in's phone (E.164) and email, while it is given. */
  login_phone?: string | null;
  login_email?: string | null;
}

/** POST /filter-owner/employees/{id}/login: a phone and/or an email, and a password of 8 or more. */
export interface EmployeeLoginInput {
  phone?: string;
  email?: string;
  password: string;
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
