export const onboardingKeys = {
  all: ['onboarding'] as const,
  systemStatus: () => [...onboardingKeys.all, 'system-status'] as const,
  status: () => [...onboardingKeys.all, 'status'] as const,
  progress: () => [...onboardingKeys.all, 'progress'] as const,
  wizard: () => [...onboardingKeys.all, 'wizard'] as const,
};
