import type { Linter } from 'eslint';

/** `i18next/no-literal-string` with the owner app's options (see eslint-i18n.mjs). */
export declare const i18nLiteralStringRule: Linter.RuleEntry;
