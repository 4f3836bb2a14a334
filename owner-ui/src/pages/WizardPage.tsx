import { OnboardingWizard } from '../features/onboarding/OnboardingWizard';

export default function WizardPage() {
  return <OnboardingWizard variant="progress" />;
}
