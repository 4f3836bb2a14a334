/// <reference types="node" />
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { i18nLiteralStringRule } from '../../eslint-i18n.mjs';

/**
 * The `npm test` side of issue 17's rule: no component of the owner app renders a user-facing
 * literal. The same rule and options as eslint.config.mjs, run over every component (tests aside).
 */
// Vitest runs from owner-ui (npm test -w owner-ui, or npx vitest there); jsdom's import.meta.url is not a file URL.
const ownerUi = `${resolve(__dirname, '../..')}/`;

function linter(): ESLint {
  return new ESLint({
    cwd: ownerUi,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['src/**/*.tsx'],
        ignores: ['src/**/*.test.tsx', 'src/test/**'],
        languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
        // react-hooks only so the components' `eslint-disable` comments for its rules resolve; none of its rules run.
        plugins: { i18next, 'react-hooks': reactHooks },
        linterOptions: { reportUnusedDisableDirectives: 'off' },
        rules: { 'i18next/no-literal-string': i18nLiteralStringRule },
      },
    ],
  });
}

const found = (results: ESLint.LintResult[]) =>
  results.flatMap((result) =>
    result.messages.map(
      (message) => `${result.filePath.slice(ownerUi.length)}:${message.line} ${message.message.split('\n')[0].slice(0, 120)}`,
    ),
  );

describe('no literal user-facing strings in the owner app', () => {
  it('finds none in any component', async () => {
    const results = await linter().lintFiles(['src/**/*.tsx']);
    expect(results.length).toBeGreaterThan(100);
    expect(found(results)).toEqual([]);
  }, 120_000);

  it('catches JSX text, a user-facing attribute and a literal in an expression, and lets code-like values through', async () => {
    const source = `
      export function Example({ busy }: { busy: boolean }) {
        return (
          <Stack direction="row" sx={{ width: 'calc(100% - 16px)' }} data-testid="example-row" className="row">
            <TextField label="Customer name" variant="outlined" size="small" />
            <IconButton aria-label="Delete customer" color="error" />
            <Button component={Link} to="/filter-owner/plants">{busy ? 'Saving…' : t('actions.save')}</Button>
            <Typography>Welcome back</Typography>
            <Alert action={<Button>Undo</Button>} severity="info">{t('saved')} · 3</Alert>
          </Stack>
        );
      }`;
    const [result] = await linter().lintText(source, { filePath: `${ownerUi}src/Example.tsx` });
    const flagged = result.messages.map((message) => message.message);
    expect(flagged).toHaveLength(5);
    for (const text of ['Customer name', 'Delete customer', 'Saving…', 'Welcome back', 'Undo']) {
      expect(flagged.some((message) => message.includes(text))).toBe(true);
    }
  });
});
