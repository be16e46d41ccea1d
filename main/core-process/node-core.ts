// Outside Electron (browser preview, tests, benchmarks) the core runs as a Node child process:
// the same entry and protocol as Electron's utility process, over Node's IPC channel with
// 'advanced' serialization (structured clone, not JSON).
import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import { childChannel } from './channels.ts';
import { handshake, type CoreProcess } from './core-process.ts';
import type { CoreStartOptions } from './protocol.ts';

/** The entry's source: Node runs TypeScript as is. */
export const CORE_ENTRY = resolve(import.meta.dirname, 'entry.ts');

export async function forkCore(
  options: CoreStartOptions,
  entry: string = CORE_ENTRY,
): Promise<CoreProcess> {
  const child = fork(entry, [], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Not the parent's flags (a test runner's loaders, an inspector port).
    execArgv: [],
  });
  const exited = new Promise<number | null>((done) => {
    child.once('exit', (code) => {
      done(code);
    });
  });
  return handshake(
    {
      channel: childChannel(child),
      pid: child.pid,
      exited,
      kill: () => child.kill('SIGKILL'),
    },
    options,
  );
}
