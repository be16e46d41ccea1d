// Each process is type-checked with its own globals (tsconfig.json lists one config per process).
// This proves the split holds: every source file is checked, app/ sees neither the DOM nor Node,
// main has no DOM and the renderer no Node, by compiling a probe file under each config.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const configs = ['app', 'node', 'web', 'e2e'] as const;
type Config = (typeof configs)[number];

function parsed(config: Config): ts.ParsedCommandLine {
  const path = resolve(root, `tsconfig.${config}.json`);
  const result = ts.getParsedCommandLineOfConfigFile(
    path,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!result) throw new Error(`cannot read tsconfig.${config}.json`);
  return result;
}

const files = new Map(configs.map((c) => [c, new Set(parsed(c).fileNames)]));
const inConfig = (config: Config, file: string): boolean =>
  files.get(config)?.has(resolve(root, file)) ?? false;

/** The errors of one probe file, given as source, compiled as if it sat at `file` under `config`. */
function probeErrors(config: Config, file: string, source: string): string[] {
  const { options, fileNames } = parsed(config);
  // The config's own declaration files (window.kikan, app/'s few platform globals) come along.
  const declarations = fileNames.filter((name) => name.endsWith('.d.ts'));
  const probePath = resolve(root, file);
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    resolve(name) === probePath
      ? ts.createSourceFile(name, source, language)
      : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => resolve(name) === probePath || fileExists(name);
  const program = ts.createProgram({ rootNames: [probePath, ...declarations], options, host });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

describe('one type-check per process', () => {
  it('checks every TypeScript file of the project under at least one config', () => {
    const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f !== '');
    const unchecked = tracked.filter((f) => !configs.some((c) => inConfig(c, f)));
    expect(unchecked).toEqual([]);
  });

  it('checks app/ alone with neither DOM nor Node globals', () => {
    const { options } = parsed('app');
    expect(options.types).toEqual([]);
    expect(options.lib).toEqual(['lib.es2024.d.ts']);
    expect([...(files.get('app') ?? [])].every((f) => f.startsWith(resolve(root, 'app')))).toBe(
      true,
    );
  });

  it('keeps each process in its own config', () => {
    expect(inConfig('node', 'main/index.ts')).toBe(true);
    expect(inConfig('web', 'main/index.ts')).toBe(false);
    expect(inConfig('web', 'renderer/src/main.tsx')).toBe(true);
    expect(inConfig('node', 'renderer/src/main.tsx')).toBe(false);
    expect(inConfig('node', 'renderer/vite.config.ts')).toBe(true);
    expect(inConfig('web', 'renderer/vite.config.ts')).toBe(false);
  });

  it.each([
    ['app', 'app/probe.ts', 'export const x = process.env;', /Cannot find name 'process'/],
    ['app', 'app/probe.ts', 'export const x = document.title;', /Cannot find name 'document'/],
    ['node', 'main/probe.ts', 'export const x = window.kikan;', /Cannot find name 'window'/],
    ['web', 'renderer/src/probe.ts', 'export const x = process.env;', /Cannot find name 'process'/],
  ] as const)('%s rejects %s using another process’s global', (config, file, source, error) => {
    expect(probeErrors(config, file, source).join('\n')).toMatch(error);
  });

  it('lets each process use its own globals', () => {
    expect(probeErrors('app', 'app/probe.ts', "export const x = URL.canParse('a:');")).toEqual([]);
    expect(probeErrors('node', 'main/probe.ts', 'export const x = process.env;')).toEqual([]);
    expect(probeErrors('web', 'renderer/src/probe.ts', 'export const x = window.kikan;')).toEqual(
      [],
    );
  });
});
