import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

/** A running stand-in process, however it was started (Node child process or Electron utility process). */
export interface ServiceProcess {
  readonly stdout: Readable;
  kill(): void;
  onExit(listener: (code: number | null) => void): void;
}

export type ServiceSpawner = (args: readonly string[]) => ServiceProcess;

/**
 * The stand-in's switch that ends it with the process that started it (see service/parent-watch.ts):
 * every spawner here gives it the channel it watches, so a core that dies, however it dies, leaves
 * no stand-in behind.
 */
export const EXIT_WITH_PARENT_FLAG = '--exit-with-parent';
/** What main sends a utility-process stand-in with the port it watches. */
export const LIFELINE_MESSAGE = 'kikan-lifeline';

/** Runs the stand-in's entry file with this Node binary (tests, the browser preview). */
export function nodeServiceSpawner(entry: string): ServiceSpawner {
  return (args) => {
    // stdin is a pipe this process holds open and never writes to: when this process ends, the
    // pipe ends and the stand-in stops.
    const child = spawn(process.execPath, [entry, ...args, EXIT_WITH_PARENT_FLAG], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.stdin.on('error', () => undefined); // the stand-in is gone; its exit says so
    return {
      stdout: child.stdout,
      kill: () => child.kill('SIGTERM'),
      onExit: (listener) => {
        child.once('exit', (code) => {
          listener(code);
        });
      },
    };
  };
}
