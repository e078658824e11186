import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import directions of DESIGN.md §1, as regular expressions over relative import paths: `contract` is imported
 * by everything and imports none of them; `src` and `server` never import each other; `src/portal` and
 * `src/console` never import each other (the composition root in src/app wires both).
 */
const upTo = (folder) => `^(\\.\\./)+${folder}(/|$)`;
const NOT = {
  src: { regex: upTo('src'), message: 'Only the browser app imports src/ (DESIGN.md §1).' },
  server: { regex: upTo('server'), message: 'Only the server imports server/ (DESIGN.md §1).' },
  localeCode: {
    regex: `^(@locales|(\\.\\./)+locales)/.*(?<!\\.json)$`,
    message: 'contract/ may read locale JSON only.',
  },
  portal: { regex: upTo('portal'), message: 'src/console never imports src/portal; share through src/components or contract/.' },
  console: { regex: upTo('console'), message: 'src/portal never imports src/console; share through src/components or contract/.' },
};

/** The core rule for static imports, and the same patterns for `import()` (lazy routes), which it does not see. */
const restrict = (files, ...rules) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: rules }],
    'no-restricted-syntax': [
      'error',
      ...rules.map(({ regex, message }) => ({
        // esquery regex literals cannot contain a slash, escaped or not.
        selector: `ImportExpression > Literal.source[value=/${regex.replaceAll('/', '\\x2F')}/]`,
        message,
      })),
    ],
  },
});

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  { files: ['server/**', 'tests/**', 'scripts/**', '*.config.{js,ts}'], languageOptions: { globals: globals.node } },
  { files: ['src/**'], languageOptions: { globals: globals.browser } },
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },

  restrict(['contract/**'], NOT.src, NOT.server, NOT.localeCode),
  restrict(['server/**'], NOT.src),
  restrict(['src/**'], NOT.server),
  restrict(['src/portal/**'], NOT.server, NOT.console),
  restrict(['src/console/**'], NOT.server, NOT.portal),
]);
