import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { i18nLiteralStringRule } from './owner-ui/eslint-i18n.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', 'test/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['owner-ui/**/*.{ts,tsx}', 'admin-ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every user-facing string of the owner app goes through react-i18next (issue 17); the
    // literal-string test in owner-ui runs this same rule, so `npm test` fails on a stray literal.
    files: ['owner-ui/src/**/*.tsx'],
    ignores: ['owner-ui/src/**/*.test.tsx', 'owner-ui/src/test/**'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': i18nLiteralStringRule },
  },
  {
    // The API runs compiled JavaScript; @paani/contracts is TypeScript source the front ends bundle.
    // A value imported from it by name compiles, then fails at start-up: types only by name. The
    // shared rules (money, phone, plant day, error codes) come through api/src/platform/domain/,
    // which imports the contracts' source by path, so the API's build compiles it beside the API.
    files: ['api/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@paani/contracts',
              message: 'Types only by package name in the API (import type); shared rules through platform/domain/.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // One way to the database in modules (docs/architecture.md, "Reading with filters"): fixed
    // statements through Sql, prepared once per connection; a query whose filters, sort or page
    // depend on the request through Kysely<Database>. No TypeORM `dataSource.query` beside them.
    files: ['api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.property.name='query'][callee.object.name='dataSource']",
          "CallExpression[callee.property.name='query'][callee.object.property.name='dataSource']",
        ].map((selector) => ({
          selector,
          message:
            'No dataSource.query in modules: fixed statements through Sql (sql.rows / sql.one, platform/database/sql.ts); filters, sorts and pages through Kysely<Database> (platform/database/kysely.ts). See docs/architecture.md, "Reading with filters".',
        })),
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
);
