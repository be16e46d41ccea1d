// The import boundaries of DESIGN.md are lint rules; this proves each one fires (and that the
// allowed imports pass), so a config change cannot silently switch them off.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
// The probe files do not exist on disk, so type-aware rules (which need them in the TypeScript
// project) are switched off; the boundary rules do not need types.
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function ruleIds(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'parse-error');
}

describe('import boundaries', () => {
  it.each([
    ['app/probe.ts', '../main/core.ts'],
    ['app/probe.ts', '../renderer/src/main.tsx'],
    ['main/probe.ts', '../renderer/src/main.tsx'],
    ['main/probe.ts', '../service/cli.ts'],
    ['renderer/src/probe.ts', '../../main/core.ts'],
    ['service/probe.ts', '../app/permissions.ts'],
  ])('%s may not import %s', async (file, target) => {
    const source = `import { x } from '${target}';\nexport const y = x;\n`;
    expect(await ruleIds(file, source)).toContain('no-restricted-imports');
  });

  it('keeps raw IPC inside the bridge files', async () => {
    const source = "import { ipcMain } from 'electron';\nexport const x = ipcMain;\n";
    expect(await ruleIds('main/probe.ts', source)).toContain('no-restricted-imports');
    expect(await ruleIds('main/ipc/electron-binding.ts', source)).not.toContain(
      'no-restricted-imports',
    );
    const renderer = "import { ipcRenderer } from 'electron';\nexport const x = ipcRenderer;\n";
    expect(await ruleIds('renderer/src/probe.ts', renderer)).toContain('no-restricted-imports');
  });

  it('keeps the bridge files inside main/ all the same', async () => {
    const source = "import { x } from '../../renderer/src/main.tsx';\nexport const y = x;\n";
    expect(await ruleIds('main/preload/index.ts', source)).toContain('no-restricted-imports');
  });

  it.each([
    'node:fs',
    'fs',
    'fs/promises',
    'child_process',
    '@napi-rs/keyring',
    'electron',
    'electron/renderer',
    'electron-store',
    '@electron/remote',
  ])('keeps %s out of the sandboxed renderer and its component tests', async (target) => {
    const source = `import x from '${target}';\nexport const y = x;\n`;
    expect(await ruleIds('renderer/src/probe.ts', source)).toContain('no-restricted-imports');
    expect(await ruleIds('test/renderer/probe.test.tsx', source)).toContain(
      'no-restricted-imports',
    );
  });

  it.each(['process.env', 'Buffer.from', 'require'])(
    'keeps the Node global %s out of the renderer',
    async (expression) => {
      const source = `export const x: unknown = ${expression};\n`;
      expect(await ruleIds('renderer/src/probe.ts', source)).toContain('no-restricted-globals');
      expect(await ruleIds('test/renderer/probe.test.tsx', source)).toContain(
        'no-restricted-globals',
      );
      expect(await ruleIds('main/probe.ts', source)).not.toContain('no-restricted-globals');
    },
  );

  it('lets the renderer use the page and its own packages', async () => {
    const source =
      "import { useState } from 'react';\nexport const x = [useState, document.title, window];\n";
    expect(await ruleIds('renderer/src/probe.ts', source)).toEqual([]);
  });

  it("leaves the renderer's build config (which Node runs) to Node", async () => {
    const source = "import { resolve } from 'node:path';\nexport const x = [resolve, process];\n";
    expect(await ruleIds('renderer/vite.config.ts', source)).toEqual([]);
  });

  it.each([
    'node:path',
    'path',
    'react',
    'react-dom/client',
    'react-i18next',
    '@tanstack/react-query',
    'electron',
    '@napi-rs/keyring',
    'papaparse',
    'read-excel-file',
  ])('keeps %s out of app/', async (target) => {
    const source = `import x from '${target}';\nexport const y = x;\n`;
    expect(await ruleIds('app/probe.ts', source)).toContain('no-restricted-imports');
  });

  it('lets app/ import zod and its own files', async () => {
    const source =
      "import { z } from 'zod';\nimport { PERMISSIONS } from './permissions.ts';\n" +
      "import { grants } from '../app/permissions.ts';\nexport const x = [z, PERMISSIONS, grants];\n";
    expect(await ruleIds('app/ipc/probe.ts', source)).toEqual([]);
  });

  it.each(['document.title', 'window.kikan', 'localStorage', 'navigator.language'])(
    'keeps the DOM global %s out of main',
    async (expression) => {
      const source = `export const x: unknown = ${expression};\n`;
      expect(await ruleIds('main/probe.ts', source)).toContain('no-restricted-globals');
      expect(await ruleIds('main/preload/index.ts', source)).toContain('no-restricted-globals');
    },
  );

  it('lets main and renderer import app/', async () => {
    const source =
      "import { PERMISSIONS } from '../app/permissions.ts';\nexport const x = PERMISSIONS;\n";
    expect(await ruleIds('main/probe.ts', source)).not.toContain('no-restricted-imports');
  });

  describe('layers of the renderer', () => {
    it.each([
      ['renderer/src/vouchers/probe.ts', '../products/ProductScreen.tsx'],
      ['renderer/src/products/probe.ts', '../vouchers/computed.ts'],
      ['renderer/src/history/probe.ts', '../review-send/results.ts'],
      ['renderer/src/review-send/probe.ts', '../catalog/CatalogEditor.tsx'],
      ['renderer/src/catalog/find/probe.ts', '../../sent-catalog/edit-again.ts'],
      ['renderer/src/settings/probe.ts', '../frame/Frame.tsx'],
      ['renderer/src/connect/probe.ts', '../App.tsx'],
      ['renderer/src/connect/probe.ts', '../locales/core.ts'],
      ['renderer/src/lib/probe.ts', '../history/routes.ts'],
      ['renderer/src/lib/probe.ts', '../ui/ErrorAlert.tsx'],
      ['renderer/src/lib/probe.ts', '../frame/Frame.tsx'],
      ['renderer/src/ui/probe.ts', '../vouchers/columns.ts'],
      ['renderer/src/ui/probe.ts', '../frame/NavRail.tsx'],
      ['renderer/src/drafts/probe.ts', '../catalog/model/view.ts'],
      ['renderer/src/table-files/probe.ts', '../catalog/files/file-rows.ts'],
      ['renderer/src/frame/probe.ts', '../App.tsx'],
    ])('%s may not import %s', async (file, target) => {
      const source = `import { x } from '${target}';\nexport const y = x;\n`;
      expect(await ruleIds(file, source)).toContain('no-restricted-imports');
    });

    it.each([
      ['renderer/src/vouchers/probe.ts', './columns.ts'],
      ['renderer/src/catalog/find/probe.ts', '../model/view.ts'],
      ['renderer/src/catalog/find/probe.ts', '../../catalog/model/view.ts'],
      ['renderer/src/review-send/probe.ts', '../drafts/use-catalog-store.ts'],
      ['renderer/src/history/probe.ts', '../ui/OutcomeWords.tsx'],
      ['renderer/src/catalog/files/probe.ts', '../../table-files/open-table.ts'],
      ['renderer/src/products/probe.ts', '../lib/local-today.ts'],
      ['renderer/src/products/probe.ts', '../../../app/resources/vouchers.ts'],
      ['renderer/src/frame/probe.ts', '../history/routes.ts'],
      ['renderer/src/ui/probe.ts', '../lib/use-connections.ts'],
      ['renderer/src/App.tsx', './frame/router.ts'],
    ])('%s may import %s', async (file, target) => {
      const source = `import { x } from '${target}';\nexport const y = x;\n`;
      expect(await ruleIds(file, source)).toEqual([]);
    });

    it('keeps the renderer’s own boundaries inside each layer', async () => {
      const source = "import { readFile } from 'node:fs';\nexport const x = readFile;\n";
      for (const file of ['vouchers', 'lib', 'ui', 'frame'].map((f) => `renderer/src/${f}/p.ts`)) {
        expect(await ruleIds(file, source)).toContain('no-restricted-imports');
      }
      const up = "import { x } from '../../../main/core.ts';\nexport const y = x;\n";
      expect(await ruleIds('renderer/src/catalog/find/probe.ts', up)).toContain(
        'no-restricted-imports',
      );
    });
  });
});
