// Lint for the whole monorepo. Besides the usual rules it keeps the dependency map one-way
// (kits and shell -> shared, api -> shared; never kit -> kit, kit -> shell, shared -> app) and
// file names kebab-case: see scripts/eslint-plugin.mjs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import handyq from './scripts/eslint-plugin.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-demo/**',
      'demo/**',
      '**/node_modules/**',
      '**/test-results/**',
      'shared/cue/generated/**',
      '**/playwright-report/**',
      'data/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { handyq },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'handyq/boundaries': 'error',
      'handyq/kebab-file-names': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // no React in the API nor the browser tests (whose fixtures call Playwright's `use`)
    ignores: ['api/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      // Nest injects by the class named in a constructor: those imports must stay value imports.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['**/*.cjs', '**/rspack.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
