export type Role = 'super_admin' | 'filter_owner' | 'employee' | 'customer' | 'auditor';

/** The owner app's languages (Urdu reads right to left) and digit systems (Western, Eastern Arabic). */
export type Language = 'en' | 'ur';
export type Digits = 'latn' | 'arabext';

export interface User {
  id: number;
  name: string;
  /** Null only for a rider's sign-in given with a phone alone. */
  email: string | null;
  role: Role;
  is_active?: boolean;
  created_at?: string;
  first_login_completed?: boolean;
  /** A rider's sign-in (role `employee`): the phone it signs in with (E.164) and the employee. */
  phone?: string | null;
  employee_id?: number;
  /** The language and digits the user chose, kept on the server so each device opens in them. */
  language?: Language;
  digits?: Digits;
}

/** PATCH /api/profile/preferences: a field left out keeps its value. */
export interface UserPreferencesRequest {
  language?: Language;
  digits?: Digits;
}

/** `email` may hold a rider's phone instead; or send `phone` in its place. */
export interface LoginRequest {
  email?: string;
  phone?: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  user: User;
}

/** PATCH /api/profile: the signed-in owner's own name and email; a field left out keeps its value. */
export interface ProfileRequest {
  name?: string;
  email?: string;
}

/** PUT /api/profile/password: answered with a new token (every older one stops working) and the user. */
export interface PasswordChangeRequest {
  current_password: string;
  new_password: string;
}
