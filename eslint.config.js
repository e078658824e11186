import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import globals from 'globals';

/**
 * Import directions of docs/architecture.md §1, as regular expressions over relative import paths: `contract` is imported
 * by everything and imports none of them; `src` and `server` never import each other; `src/portal` and
 * `src/console` never import each other (the composition root in src/app wires both).
 */
const upTo = (folder) => `^(\\.\\./)+${folder}(/|$)`;
const NOT = {
  src: { regex: upTo('src'), message: 'Only the browser app imports src/ (docs/architecture.md §1).' },
  server: { regex: upTo('server'), message: 'Only the server imports server/ (docs/architecture.md §1).' },
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

/**
 * Feature boundaries (bulletproof-react's zones), by resolved file path: a portal feature (src/portal/*) or a
 * console feature (src/resources/*) uses another only through that feature's public `index.ts`; the console shell never reaches into the resource folders (they
 * use it, not the reverse); shared code (components, providers) uses no feature; and no import cycles.
 */
/** One zone per pair of feature folders under `root`: each uses another only through that one's index.ts. */
const zonesBetweenFeatures = (root) => {
  const features = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./${root}/${feature}`,
        from: `./${root}/${other}`,
        except: ['./index.ts'],
        message: `${root}/${feature} may use ${root}/${other} only through its index.ts; share through src/components or src/console otherwise.`,
      })),
  );
};
const sharedCodeZones = ['./src/components', './src/providers'].map((target) => ({
  target,
  from: ['./src/portal', './src/console', './src/resources', './src/app'],
  message: 'Shared code (src/components, src/providers) uses no feature: features use it.',
}));
const boundaries = {
  files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    // no-cycle reads the imported files too: with the TypeScript parser.
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...zonesBetweenFeatures('src/portal'),
          ...zonesBetweenFeatures('src/resources'),
          {
            target: './src/console',
            from: './src/resources',
            message: 'src/console is the console shell and its shared pieces: resources use it, it never imports them.',
          },
          ...sharedCodeZones,
        ],
      },
    ],
    // A lazy page importing its own resource definition (which loads it with import()) is no load-order cycle.
    'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
  },
};

export default defineConfig([
  globalIgnores(['dist/', 'dist-server/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/']),
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
  boundaries,
]);
