export type Role = 'super_admin' | 'filter_owner' | 'employee' | 'customer' | 'auditor';

export interface User {
  id: number;
  name: string;
  email: string;
  role: Role;
  is_active?: boolean;
  created_at?: string;
  first_login_completed?: boolean;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  user: User;
}
