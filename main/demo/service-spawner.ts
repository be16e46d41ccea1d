import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

/** A running stand-in process, however it was started (Node child process or Electron utility process). */
export interface ServiceProcess {
  readonly stdout: Readable;
  kill(): void;
  onExit(listener: (code: number | null) => void): void;
}

export type ServiceSpawner = (args: readonly string[]) => ServiceProcess;

/** Runs the stand-in's entry file with this Node binary (tests, the browser dev harness). */
export function nodeServiceSpawner(entry: string): ServiceSpawner {
  return (args) => {
    const child = spawn(process.execPath, [entry, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
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
