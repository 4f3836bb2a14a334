/**
 * A zod message looked up when the value is checked, not when the schema is built: a module-level
 * schema then speaks the language on screen at that moment, and the English stays the spec's.
 * Use: `message(() => i18next.t('app:validation.emailRequired'))` (the key is checked at compile time).
 */
export const message = (text: () => string) => ({ error: text });
