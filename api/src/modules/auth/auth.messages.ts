/** The sign-in refusals, in the words users see. */
export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const ACCOUNT_DEACTIVATED = 'Your account has been deactivated. Please contact support.';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
