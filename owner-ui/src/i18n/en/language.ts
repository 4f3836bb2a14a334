/** The language and digits switcher (header and sign-in page). Language names are written in their own language. */
export const language = {
  button: 'Language and digits',
  language: 'Language',
  digits: 'Digits',
  names: {
    en: 'English',
    ur: 'اردو',
  },
  digitNames: {
    latn: 'Western digits (123)',
    arabext: 'Eastern Arabic digits (۱۲۳)',
  },
  saveFailed: 'Kept on this device only for now; your account gets it the next time you are online.',
} as const;
