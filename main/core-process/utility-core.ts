// In Electron the core runs as a utility process (Electron's own child-process model: Node with
// net.fetch, no window APIs). Main forks it, starts the demo stand-in when it asks, and talks to
// it over the utility process's message port with the one protocol.
import type { ServiceSpawner } from '../demo/service-spawner.ts';
import { handshake, type CoreProcess } from './core-process.ts';
import { serveDemoSpawns } from './demo-through-parent.ts';
import type { Channel, CoreStartOptions } from './protocol.ts';

/** The parts of Electron's UtilityProcess used here. */
export interface UtilityChild {
  readonly pid?: number | undefined;
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
  once(event: 'exit', listener: (code: number) => void): unknown;
  kill(): boolean;
}

export interface UtilityForker<ForkOptions> {
  fork(modulePath: string, args: string[], options: ForkOptions): UtilityChild;
}

export async function forkUtilityCore<ForkOptions>(
  utility: UtilityForker<ForkOptions>,
  entry: string,
  forkOptions: ForkOptions,
  options: CoreStartOptions,
  demo: ServiceSpawner,
): Promise<CoreProcess> {
  const child = utility.fork(entry, [], forkOptions);
  const channel: Channel = {
    post: (message) => {
      child.postMessage(message);
    },
    onMessage: (listener) => {
      child.on('message', listener);
      return () => child.off('message', listener);
    },
  };
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', resolve);
  });
  const stopDemo = serveDemoSpawns(channel, demo);
  void exited.then(stopDemo);
  return handshake(
    {
      channel,
      pid: child.pid,
      exited,
      kill: () => {
        child.kill();
      },
    },
    { ...options, demoThroughParent: true },
  );
}
