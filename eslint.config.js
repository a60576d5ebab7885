import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['apps/web/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    // Imports are resolved as TypeScript resolves them, so the layer rules below see every one.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  // --- The web app's layers -------------------------------------------------------------------
  // Routes compose features and layouts; a feature never reaches into another feature or up into
  // the routes and layouts; components/, lib/ and the test helpers serve everyone and so import
  // none of those, and lib/ no component. A new folder under features/ gets its zone by itself.
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    // no-cycle follows only the files it can parse: TypeScript's, with TypeScript's parser.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...readdirSync(new URL('./apps/web/app/features', import.meta.url)).map((feature) => ({
              target: `./apps/web/app/features/${feature}`,
              from: './apps/web/app/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: move what both need to components/ or lib/, or compose the two in a route.',
            })),
            {
              target: './apps/web/app/features',
              from: [
                './apps/web/app/routes',
                './apps/web/app/routes.ts',
                './apps/web/app/layouts',
                './apps/web/app/root.tsx',
              ],
              message: 'A feature never imports the routes or layouts that compose it.',
            },
            {
              target: './apps/web/app/layouts',
              from: ['./apps/web/app/routes', './apps/web/app/routes.ts'],
              message: 'Layouts are composed by routes, never the other way round.',
            },
            {
              target: ['./apps/web/app/components', './apps/web/app/lib', './apps/web/app/test'],
              from: [
                './apps/web/app/features',
                './apps/web/app/layouts',
                './apps/web/app/routes',
                './apps/web/app/routes.ts',
                './apps/web/app/root.tsx',
              ],
              message:
                'components/, lib/ and test/ serve every feature, so they import no feature, layout or route.',
            },
            {
              target: './apps/web/app/lib',
              from: './apps/web/app/components',
              message: 'lib/ holds no React components and imports none.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // --- end of the web app's layers ------------------------------------------------------------
  {
    // Tests read JSON answers whose shape the assertions themselves check.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**/*.ts', 'apps/server/src/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
);
