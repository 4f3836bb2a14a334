/** The app's frame: pages not built yet, access and not-found screens, sign-in checks and messages. */
export const app = {
  placeholder: {
    estimatedRelease: 'Estimated release: {{release}}',
    goBack: 'Go Back',
    backToDashboard: 'Back to Dashboard',
    priority: {
      high: 'High Priority',
      medium: 'Medium Priority',
      low: 'Future',
      'next-phase': 'Next Phase',
      'coming-soon': 'Coming Soon',
    },
  },
  placeholders: {
    home: {
      title: 'Welcome to Paani',
      description: 'There is nothing to manage here for your account yet.',
      release: 'Later',
    },
    invoices: {
      title: 'Feature in Development',
      description: 'Customer invoices are being built.',
      release: 'Next phase',
    },
    comingSoon: {
      title: 'Coming Soon',
      description: 'This feature is on its way.',
      release: 'Soon',
    },
    currency: {
      title: 'Currency Preferences',
      description: 'Multi-currency support is currently disabled.',
      release: 'Next phase',
    },
    settings: {
      title: 'Settings',
      description: 'Account settings are coming soon.',
      release: 'Later this year',
    },
  },
  /** A line some placeholder pages add under their description. */
  notes: {
    currency: 'All amounts are shown in Pakistani Rupees (PKR).',
  },
  accessDenied: {
    title: 'Access Denied',
    text: "You don't have permission to access this page.",
    ownersOnly: 'This page is for filter owners only.',
    adminsOnly: 'This page is for super administrators only.',
    goBack: 'Go back',
  },
  notFound: {
    title: 'Oops! Page not found',
    home: 'Return to Home',
  },
  redirecting: 'Redirecting to {{path}}...',
  auth: {
    loginFailed: 'Login failed',
    loggedOut: 'Logged out successfully',
  },
  /** The API client's own messages, when the server gave none (the words of docs/product.md, "Rules the screens and the API share"). */
  errors: {
    network: 'Network error. Please check your connection.',
    server: 'Server error. Please try again later.',
    timeout: 'Request timed out. Please try again.',
    forbidden: 'You do not have permission to perform this action',
    validation: 'Validation failed',
    onboardingDisabled: 'Onboarding is currently disabled.',
    failed: 'Request failed ({{status}})',
  },
  validation: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 6 characters',
  },
} as const;
