import { OnboardingWizard } from '../features/onboarding/OnboardingWizard';

export default function OnboardingPage() {
  return <OnboardingWizard variant="steps" />;
}
