/**
 * The owner app and the console share one sign-in through these local-storage keys, so a
 * super admin signed in at /login lands signed in at /super-admin/ and back.
 */
export const AUTH_STORAGE_KEYS = {
  token: 'auth_token',
  user: 'auth_user',
} as const;
