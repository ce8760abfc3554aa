import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const moduleEntryOnly =
  "Import a server module through its public entry, 'modules/<area>' (its index.ts), not a file inside it; export what you need from that index.";
const repositoryStaysPrivate =
  "A module's repository is private to it: call that module's service (or its seeding function) instead.";

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.data/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // The environment is read and validated in one place only (apps/server/src/config.ts).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/config.ts.' },
      ],
    },
  },
  {
    files: [
      'apps/server/src/config.ts',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '**/*.config.ts',
      'apps/server/test/**',
      '**/*.test.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // No import cycles. Type-only imports are not followed (the rule's own choice; madge counts them).
    // Nothing imports a test file, so no cycle runs through one: skipping them halves the rule's cost.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A server module is reached only through its public entry (modules/<area>/index.ts): its
    // repository stays private, other code calls its service. Tests may reach into modules.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\./)[^/]+/|^\\.\\./\\.\\./modules/', message: moduleEntryOnly },
            { regex: '^\\.\\./[^./][^/]*$', importNamePattern: 'Repository$', message: repositoryStaysPrivate },
          ],
        },
      ],
    },
  },
  {
    // app.ts composes the modules, so it alone may create their repositories.
    files: ['apps/server/src/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\./modules/[^/]+/', message: moduleEntryOnly }] }],
    },
  },
  {
    files: ['apps/server/src/{db,jobs,plugins,studio,feed,lib}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+modules/[^/]+/', message: moduleEntryOnly },
            { regex: '^(\\.\\./)+modules/[^/]+$', importNamePattern: 'Repository$', message: repositoryStaysPrivate },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/studio/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // A write of query data cancels that query's fetches in flight first, or an older answer lands after it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/query-client.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^set(Query|Queries)Data$/]',
          message:
            'Write query data with writeQueryData (src/lib/query-client.ts): it cancels the fetches in flight first.',
        },
      ],
    },
  },
  {
    // Features stay independent: shared code lives in components or lib, and app composes them.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Features do not import each other or the app; move shared code to src/components or src/lib.',
            },
          ],
        },
      ],
    },
  },
);
