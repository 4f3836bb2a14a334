/**
 * Options of `i18next/no-literal-string` for the owner app, shared by eslint.config.mjs and the
 * vitest check (src/i18n/no-literal-strings.test.ts), so the editor and `npm test` flag the same.
 *
 * `jsx-only`: every string inside JSX is checked, text and expressions alike (`cond ? 'a' : 'b'`,
 * attributes, JSX handed down through props such as `action={<Button>…</Button>}`), except the
 * attributes below, which hold no words a user reads or hears. A literal that looks like code, not
 * prose (a key, class, test id, route, CSS or MUI value) is let through by `words`.
 */
const CODE_ATTRIBUTES = [
  'className',
  'style',
  'sx',
  'key',
  'id',
  'htmlFor',
  'name',
  'type',
  'role',
  'variant',
  'color',
  'size',
  'edge',
  'align',
  'anchor',
  'orientation',
  'direction',
  'component',
  'to',
  'href',
  'target',
  'rel',
  'width',
  'height',
  'inputMode',
  'autoComplete',
  'data-.*',
  'aria-controls',
  'aria-labelledby',
  'aria-describedby',
  'aria-haspopup',
  'aria-expanded',
  'aria-current',
];

const CODE_WORDS = [
  // Punctuation, digits, symbols and spaces alone (·, –, …, %, ×) are not words to translate.
  /^[\p{P}\p{S}\p{N}\p{Z}]+$/u,
  // One lower-case token: a key, a class, a test id, an MUI value ('text.secondary', 'flex-end').
  /^[a-z][\w.:#?&=@+-]*$/,
  // A route or a URL path.
  /^\/\S*$/,
  // A time zone (Asia/Karachi).
  /^[A-Z][a-z]+\/[A-Za-z_]+$/,
  // A CSS value (calc(100% - 16px), 1px solid).
  /^(calc|min|max|clamp|var|rgba?|repeat|minmax)\(.*\)$/,
  // An acronym or a constant (CSV, PKR).
  /^[A-Z0-9_]+$/,
  /^\p{Emoji}+$/u,
];

export const i18nLiteralStringRule = [
  'error',
  {
    mode: 'jsx-only',
    'jsx-attributes': { exclude: CODE_ATTRIBUTES },
    words: { exclude: CODE_WORDS },
  },
];
