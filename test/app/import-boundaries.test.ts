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

  it('keeps Node out of the sandboxed renderer', async () => {
    const source = "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n";
    expect(await ruleIds('renderer/src/probe.ts', source)).toContain('no-restricted-imports');
  });

  it('lets main and renderer import app/', async () => {
    const source =
      "import { PERMISSIONS } from '../app/permissions.ts';\nexport const x = PERMISSIONS;\n";
    expect(await ruleIds('main/probe.ts', source)).not.toContain('no-restricted-imports');
  });
});
