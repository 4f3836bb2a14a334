import { getOnboardingEnabled } from '../api/onboarding/get-system-status';
import { getOnboardingStatus } from '../api/onboarding/get-onboarding-status';
import type { Role, User } from '@paani/contracts';

export function dashboardPathFor(role: Role | undefined): string {
  if (role === 'super_admin') return '/super-admin/dashboard';
  // The read-only auditor works in the console, on the event log.
  if (role === 'auditor') return '/super-admin/events';
  if (role === 'filter_owner' || role === undefined) return '/filter-owner/dashboard';
  // A rider (an employee with a sign-in) has their own phone screen, and none of the owner's.
  if (role === 'employee') return '/rider';
  return '/';
}

/**
 * Spec section 4 and CONTRACT's front-end decisions: a first sign-in goes to package selection; then
 * an incomplete onboarding (with the system enabled) goes to the wizard; else the remembered place or
 * the dashboard. Any error in the checks means no redirect.
 */
export async function ownerLanding(user: User, remembered?: string): Promise<string> {
  if (!user.first_login_completed) return '/package-selection';
  const fallback = remembered && remembered.startsWith('/filter-owner/') ? remembered : '/filter-owner/dashboard';
  try {
    const enabled = await getOnboardingEnabled().catch(() => true);
    if (!enabled) return fallback;
    const status = await getOnboardingStatus();
    if (status && !status.is_complete) return '/filter-owner/onboarding';
  } catch {
    return fallback;
  }
  return fallback;
}

/** Roles whose home is the console (/super-admin/). */
export const usesConsole = (role: Role | undefined): boolean => role === 'super_admin' || role === 'auditor';
