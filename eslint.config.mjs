// Lint for the whole monorepo. Besides the usual rules, it keeps the dependency map one-way:
// kits -> shared, shell -> shared, api -> shared; never kit -> kit, kit -> shell, shared -> app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['shell', 'coach-kit', 'library-kit', 'line-kit', 'profile'];

/** Import patterns that reach into the given packages, by package name or relative path. */
const reach = (pkgs) => pkgs.flatMap((p) => [p, `${p}/*`, `**/${p}/**`, `**/${p}`]);

function onlyShared(self) {
  const others = [...APPS.filter((a) => a !== self), 'api'];
  return {
    files: [`${self}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: reach(others),
              message: `${self} may import only @handyq/shared (and libraries), never another kit, the shell or the api.`,
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['api/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...APPS.map(onlyShared),
  {
    files: ['api/**/*.ts'],
    rules: {
      // Nest injects by the class named in a constructor: those imports must stay value imports.
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: reach(APPS), message: 'The api may import only @handyq/shared.' },
            {
              group: ['@handyq/shared/web', '@handyq/shared/web/*'],
              message: 'The browser part of @handyq/shared is not for the api.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: reach([...APPS, 'api']), message: '@handyq/shared depends on no app.' }] },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/rspack.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
