// One linter for the whole tree. Import boundaries follow DESIGN.md:
// app/ imports nothing of ours; main/ and renderer/ import only app/ and never
// each other; service/ stands for a third-party service and imports nothing of
// the app. Raw ipcMain/ipcRenderer live only in the typed bridge files.
// Beyond our own folders: the sandboxed renderer gets no Node, no keychain, no Electron and no
// `process`; app/ imports only pure packages (no Node, no React, nothing with I/O); main has no
// DOM. TypeScript backs this up: each process has its own tsconfig (tsconfig.json lists them).
// Inside the renderer, layers: the entry (main.tsx, App.tsx), then frame/, then the screens side by
// side, then shared code (lib/ at the bottom, ui/, drafts/, table-files/, locales/, styles/).
import { builtinModules } from 'node:module';
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

// Node's built-in modules by their bare names (`fs`, `fs/promises`); `node:*` is a pattern below.
const bareBuiltins = (message) =>
  builtinModules.filter((name) => !name.startsWith('node:')).map((name) => ({ name, message }));

const noNodeInRenderer =
  'The renderer runs in a sandbox without Node: ask main through window.kikan.';
const noElectronInRenderer = 'The renderer talks to main only through window.kikan.';
const rendererPaths = [
  { name: 'electron', message: noElectronInRenderer },
  {
    name: '@napi-rs/keyring',
    message: 'Secrets stay in main: the renderer never touches the keychain.',
  },
  ...bareBuiltins(noNodeInRenderer),
];
const rendererPatterns = [
  { group: ['node:*'], message: noNodeInRenderer },
  { group: ['electron/*', 'electron-*', '@electron/*'], message: noElectronInRenderer },
];
const rendererBase = [
  climbingInto(['main', 'service', 'test'], 'renderer/ imports only app/.'),
  ...rendererPatterns,
];
// The renderer's screens stand side by side: the frame (above) may import them, nothing below
// may, and no screen imports another, the frame or the entry.
const SCREENS = [
  'connect',
  'catalog',
  'vouchers',
  'products',
  'history',
  'review-send',
  'sent-catalog',
  'settings',
];
// Node's globals, which the sandboxed renderer does not have.
const nodeGlobals = ['process', 'Buffer', 'global', 'require', 'module', '__dirname', '__filename'];
// The page's globals, which the main process does not have.
const domGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'alert',
  'confirm',
  'HTMLElement',
  'Element',
];
const restrictedGlobals = (names, message) => ({
  'no-restricted-globals': ['error', ...names.map((name) => ({ name, message }))],
});

const boundaries = [
  {
    files: ['app/**'],
    paths: [
      { name: 'electron', message: 'app/ is shared by both processes: no Electron.' },
      ...bareBuiltins('app/ is shared by both processes: no Node.'),
    ],
    patterns: [
      climbingInto(['main', 'renderer', 'service', 'test'], 'app/ imports nothing of ours.'),
      { group: ['node:*'], message: 'app/ is shared by both processes: no Node.' },
      {
        group: ['react', 'react/*', 'react-*', 'react-dom/*', '@tanstack/react-*'],
        message: 'app/ has no React: components live in renderer/.',
      },
      // Anything else but zod (and our own relative imports): app/ is pure code, so a package
      // that does I/O (files, network, keychain, Electron) belongs in main/ or renderer/.
      {
        regex: '^(?!zod(/|$)|\\.{1,2}/)',
        message: 'app/ imports only pure packages (zod); add one here only if it does no I/O.',
      },
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
    ignores: ['renderer/vite.config.ts'],
    paths: rendererPaths,
    patterns: rendererBase,
  },
  // Layers inside the renderer (README, "Layers of the renderer").
  ...SCREENS.map((screen) => ({
    files: [`renderer/src/${screen}/**`],
    paths: rendererPaths,
    patterns: [
      ...rendererBase,
      climbingInto(
        [...SCREENS.filter((other) => other !== screen), 'frame', 'locales'],
        'A screen imports only its own folder, lib/, ui/, the shared models (drafts/, table-files/) and app/; its text arrives through t().',
      ),
      climbingInto(['App\\.tsx', 'main\\.tsx'], 'Only the entry imports the app.'),
    ],
  })),
  {
    files: ['renderer/src/{ui,drafts,table-files,locales,styles}/**'],
    paths: rendererPaths,
    patterns: [
      ...rendererBase,
      climbingInto([...SCREENS, 'frame'], 'Shared code sits below the screens and the frame.'),
      climbingInto(['App\\.tsx', 'main\\.tsx'], 'Only the entry imports the app.'),
    ],
  },
  {
    files: ['renderer/src/lib/**'],
    paths: rendererPaths,
    patterns: [
      ...rendererBase,
      climbingInto(
        [...SCREENS, 'frame', 'ui', 'drafts', 'table-files', 'locales', 'styles'],
        'lib/ is the ground floor: it imports only lib/ and app/.',
      ),
      climbingInto(['App\\.tsx', 'main\\.tsx'], 'Only the entry imports the app.'),
    ],
  },
  {
    files: ['renderer/src/frame/**'],
    paths: rendererPaths,
    patterns: [
      ...rendererBase,
      climbingInto(['App\\.tsx', 'main\\.tsx'], 'Only the entry imports the app.'),
    ],
  },
  // Component tests run in the same sandboxed Chromium as the renderer.
  { files: ['test/renderer/**'], paths: rendererPaths, patterns: rendererPatterns },
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
].map(({ files, ignores = [], paths, patterns }) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
}));

const globalBoundaries = [
  {
    files: ['renderer/**', 'test/renderer/**'],
    ignores: ['renderer/vite.config.ts'],
    rules: restrictedGlobals(nodeGlobals, noNodeInRenderer),
  },
  {
    files: ['main/**'],
    rules: restrictedGlobals(
      domGlobals,
      'The main process has no page: the DOM is the renderer’s.',
    ),
  },
];

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'release/**',
      'release-e2e/**',
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
  ...globalBoundaries,
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
