// One linter for the whole tree. Import boundaries follow DESIGN.md:
// app/ imports nothing of ours; main/ and renderer/ import only app/ and never
// each other; service/ stands for a third-party service and imports nothing of
// the app. Raw ipcMain/ipcRenderer live only in the typed bridge files.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const zone = (target, from, message) => ({ target, from, message });

const bridgeFiles = ['main/ipc/electron-binding.ts', 'main/preload/index.ts'];

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'release/**',
      'node_modules/**',
      '.ci/.node/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone(
              './app',
              ['./main', './renderer', './service', './test'],
              'app/ is shared by both processes and imports nothing of ours.',
            ),
            zone('./main', ['./renderer', './service', './test'], 'main/ imports only app/.'),
            zone('./renderer', ['./main', './service', './test'], 'renderer/ imports only app/.'),
            zone(
              './service',
              ['./app', './main', './renderer', './test'],
              'service/ stands for a third-party service: it shares no code with the app.',
            ),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              importNames: ['ipcMain', 'ipcRenderer'],
              message:
                'Use the typed bridge (app/ipc contract); raw IPC lives only in the bridge files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: bridgeFiles,
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The sandboxed renderer reaches main only through window.kikan.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'The renderer talks to main only through window.kikan.' },
          ],
          patterns: [
            { group: ['node:*'], message: 'The renderer runs in a sandbox without Node.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
