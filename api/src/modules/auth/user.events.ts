import { DecidedEvent } from '../../platform/event-store/decider';

export type UserRole = 'super_admin' | 'filter_owner' | 'employee' | 'customer' | 'auditor';

/** The languages the owner app speaks, and the digits it writes numbers with (Western or Eastern Arabic). */
export const USER_LANGUAGES = ['en', 'ur'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];
export const USER_DIGITS = ['latn', 'arabext'] as const;
export type UserDigits = (typeof USER_DIGITS)[number];

export const userStreamId = (userId: number): string => `user-${userId}`;

/** The events of a user's stream (`user-{id}`). Payloads carry everything a reader needs. */
export type UserEvent =
  | DecidedEvent<
      'UserRegistered',
      { user_id: number; name: string; email: string; role: UserRole; password_hash: string; is_active: boolean }
    >
  | DecidedEvent<'UserProfileChanged', { user_id: number; name: string; email: string }>
  | DecidedEvent<'UserPasswordChanged', { user_id: number; password_hash: string }>
  | DecidedEvent<'UserActivated', { user_id: number }>
  | DecidedEvent<'UserDeactivated', { user_id: number }>
  | DecidedEvent<'UserSignedOut', { user_id: number; token_id: string; expires_at: string }>
  | DecidedEvent<'FirstLoginCompleted', { user_id: number }>
  /** The user chose the app's language or digits: both carried, as they stand after the change. */
  | DecidedEvent<'UserPreferencesChanged', { user_id: number; language: UserLanguage; digits: UserDigits }>
  /** An owner gave their employee a sign-in (role `employee`), or new credentials for it. */
  | DecidedEvent<
      'EmployeeLoginGiven',
      EmployeeLoginRef & { name: string; email: string | null; phone: string | null; password_hash: string }
    >
  /** The owner took the employee's sign-in away: sign-in refused, every token of it refused. */
  | DecidedEvent<'EmployeeLoginRevoked', EmployeeLoginRef>;

/** Whose sign-in an employee account is: the employee, their owner and plant. */
export interface EmployeeLoginRef {
  user_id: number;
  employee_id: number;
  owner_id: number;
  plant_id: number;
}

export type UserEventType = UserEvent['type'];

export const USER_EVENT_TYPES: UserEventType[] = [
  'UserRegistered',
  'UserProfileChanged',
  'UserPasswordChanged',
  'UserActivated',
  'UserDeactivated',
  'UserSignedOut',
  'FirstLoginCompleted',
  'UserPreferencesChanged',
  'EmployeeLoginGiven',
  'EmployeeLoginRevoked',
];
