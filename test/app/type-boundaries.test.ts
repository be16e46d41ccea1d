// Each process is type-checked with its own globals (tsconfig.json lists one config per process).
// This proves the split holds: every source file is checked, app/ sees neither the DOM nor Node,
// main has no DOM and the renderer no Node, by compiling a probe file under each config.
import { execFileSync } from 'node:child_process';
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const configs = ['app', 'node', 'web', 'e2e'] as const;
type Config = (typeof configs)[number];

const parsedConfigs = new Map<Config, ts.ParsedCommandLine>();
function parsed(config: Config): ts.ParsedCommandLine {
  const known = parsedConfigs.get(config);
  if (known) return known;
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
  parsedConfigs.set(config, result);
  return result;
}

const files = new Map(configs.map((c) => [c, new Set(parsed(c).fileNames)]));
const inConfig = (config: Config, file: string): boolean =>
  files.get(config)?.has(resolve(root, file)) ?? false;

/**
 * Compiles probe files, given as source, as if each sat at its path under `config` (one program
 * for all of them: loading a config's libraries is the slow part). Returns each probe's errors.
 */
function probeErrors(config: Config, probes: Record<string, string>): Record<string, string> {
  const { options, fileNames } = parsed(config);
  // The config's own declaration files (window.kikan, app/'s few platform globals) come along.
  const declarations = fileNames.filter((name) => name.endsWith('.d.ts'));
  const sources = new Map(
    Object.entries(probes).map(([file, text]) => [resolve(root, file), text]),
  );
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => {
    const text = sources.get(resolve(name));
    return text === undefined
      ? getSourceFile(name, language, ...rest)
      : ts.createSourceFile(name, text, language);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => sources.has(resolve(name)) || fileExists(name);
  const program = ts.createProgram({
    rootNames: [...sources.keys(), ...declarations],
    options,
    host,
  });
  const errors: Record<string, string> = Object.fromEntries(
    Object.keys(probes).map((f) => [f, '']),
  );
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? relative(root, diagnostic.file.fileName) : '(global)';
    errors[file] =
      `${errors[file] ?? ''}${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}\n`;
  }
  return errors;
}

// Each probe compiles against a config's whole set of libraries: slow on a busy machine, slower
// still under coverage.
describe('one type-check per process', { timeout: 120_000 }, () => {
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

  it('makes app/ use neither Node nor the DOM, only the platform globals it declares', () => {
    const errors = probeErrors('app', {
      'app/probe-node.ts': 'export const x = process.env;',
      'app/probe-dom.ts': 'export const x = document.title;',
      'app/probe-url.ts': "export const x = URL.canParse('a:');",
    });
    expect(errors['app/probe-node.ts']).toMatch(/Cannot find name 'process'/);
    expect(errors['app/probe-dom.ts']).toMatch(/Cannot find name 'document'/);
    expect(errors['app/probe-url.ts']).toBe('');
  });

  it('gives main Node but no DOM', () => {
    const errors = probeErrors('node', {
      'main/probe-dom.ts': 'export const x = window.kikan;',
      'main/probe-node.ts': 'export const x = process.env;',
    });
    expect(errors['main/probe-dom.ts']).toMatch(/Cannot find name 'window'/);
    expect(errors['main/probe-node.ts']).toBe('');
  });

  it('gives the renderer the DOM and window.kikan but no Node', () => {
    const errors = probeErrors('web', {
      'renderer/src/probe-node.ts': 'export const x = process.env;',
      'renderer/src/probe-dom.ts': 'export const x = window.kikan;',
    });
    expect(errors['renderer/src/probe-node.ts']).toMatch(/Cannot find name 'process'/);
    expect(errors['renderer/src/probe-dom.ts']).toBe('');
  });
});
