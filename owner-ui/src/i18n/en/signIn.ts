/** The sign-in page. */
export const signIn = {
  title: 'Welcome back',
  subtitle: 'Sign in to manage your filter plants',
  email: 'Email or phone',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Sign in',
  submitting: 'Signing in...',
  redirecting: 'Setting up your account...',
  failed: 'Login failed',
  welcome: 'Welcome back!',
  signedInAs: 'Signed in as {{name}}',
} as const;
