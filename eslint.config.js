// One linter for the whole tree. Import boundaries follow DESIGN.md:
// app/ imports nothing of ours; main/ and renderer/ import only app/ and never
// each other; service/ stands for a third-party service and imports nothing of
// the app. Raw ipcMain/ipcRenderer live only in the typed bridge files.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Relative imports that climb out of a top-level folder into one of `folders`.
const climbingInto = (folders, message) => ({
  regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`,
  message,
});

const rawIpc = {
  name: 'electron',
  importNames: ['ipcMain', 'ipcRenderer'],
  message: 'Use the typed bridge (app/ipc contract); raw IPC lives only in the bridge files.',
};

const mainPatterns = [climbingInto(['renderer', 'service', 'test'], 'main/ imports only app/.')];

const boundaries = [
  {
    files: ['app/**'],
    paths: [{ name: 'electron', message: 'app/ is shared by both processes: no Electron.' }],
    patterns: [
      climbingInto(['main', 'renderer', 'service', 'test'], 'app/ imports nothing of ours.'),
    ],
  },
  {
    files: ['main/**'],
    paths: [rawIpc],
    patterns: mainPatterns,
  },
  // The one typed bridge: the only files that may use raw IPC.
  {
    files: ['main/ipc/electron-binding.ts', 'main/preload/index.ts'],
    paths: [],
    patterns: mainPatterns,
  },
  {
    files: ['renderer/**'],
    paths: [{ name: 'electron', message: 'The renderer talks to main only through window.kikan.' }],
    patterns: [
      climbingInto(['main', 'service', 'test'], 'renderer/ imports only app/.'),
      { group: ['node:*'], message: 'The renderer runs in a sandbox without Node.' },
    ],
  },
  {
    files: ['service/**'],
    paths: [{ name: 'electron', message: 'service/ is a plain HTTP server.' }],
    patterns: [
      climbingInto(
        ['app', 'main', 'renderer', 'test'],
        'service/ stands for a third-party service: it shares no code with the app.',
      ),
    ],
  },
].map(({ files, paths, patterns }) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
}));

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
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...boundaries,
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
