import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { StandIn } from '../../support/stand-in.ts';

// Runs crash-child.ts (the import pipeline in its own process) against the stand-in: it starts
// an import of the drafts or resumes the unfinished ones, and with `killAt` (`<point>:<n>`, see
// crash-child.ts) dies by SIGKILL there, as a crash would.

const CHILD = resolve(import.meta.dirname, 'crash-child.ts');

export interface ChildEnd {
  signal: NodeJS.Signals | null;
  code: number | null;
  stdout: string;
}

export function runCrashChild(
  standIn: StandIn,
  options: { path: string; mode: 'start' | 'resume'; killAt: string | null; windowMs: number },
): Promise<ChildEnd> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CHILD, options.path, standIn.url, options.mode], {
      env: {
        ...process.env,
        KIKAN_TEST_TOKEN: standIn.app('demo', 'full').token,
        KIKAN_WINDOW_MS: String(options.windowMs),
        ...(options.killAt === null ? {} : { KIKAN_KILL_AT: options.killAt }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`child did not end\n${stderr}`));
    }, 90_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0 && signal === null) fail(new Error(`child exited ${String(code)}\n${stderr}`));
      else done({ signal, code, stdout });
    });
  });
}
