/**
 * Words that screens of the older namespaces still wrote literally; they live here so those
 * namespaces' English (and their typed Urdu) stay as they are.
 */
export const shared = {
  employeeLogin: {
    failed: 'Failed',
  },
} as const;
