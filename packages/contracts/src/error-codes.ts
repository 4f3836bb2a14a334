/** The `error_code` values of the envelope that the front ends treat differently from a plain failure. */
export const ERROR_CODES = {
  /** The owner has no plants yet: an empty state, not an error. */
  noPlantsCreated: 'NO_PLANTS_CREATED',
  plantLimitExceeded: 'PLANT_LIMIT_EXCEEDED',
  employeeLimitExceeded: 'EMPLOYEE_LIMIT_EXCEEDED',
  customerLimitExceeded: 'CUSTOMER_LIMIT_EXCEEDED',
  /** Deleting an area that still has customers or daily entries: the message says what to move first. */
  areaHasDependencies: 'AREA_HAS_DEPENDENCIES',
  unauthorizedPlantAccess: 'UNAUTHORIZED_PLANT_ACCESS',
  onboardingDisabled: 'ONBOARDING_DISABLED',
  /** Set by the clients themselves when no answer came back. */
  networkError: 'NETWORK_ERROR',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
