// A running core process as its parent sees it, however it was started (Node child process or
// Electron utility process): its channel, a client over it, and its end.
import { CoreClient } from './core-client.ts';
import { asCoreToParent, type Channel, type CoreStartOptions } from './protocol.ts';

export interface CoreProcess {
  readonly client: CoreClient;
  readonly channel: Channel;
  readonly pid: number | undefined;
  /** Resolves once when the process ends, however it ends. */
  readonly exited: Promise<number | null>;
  /** Asks the core to close its store and end; kills it if it has not ended within the grace. */
  stop(graceMs?: number): Promise<void>;
}

/** What a started process offers before the handshake. */
export interface SpawnedProcess {
  channel: Channel;
  pid: number | undefined;
  exited: Promise<number | null>;
  kill(): void;
}

/** Sends the start options and waits for 'ready' (or the process's end, or 'start-failed'). */
export async function handshake(
  spawned: SpawnedProcess,
  options: CoreStartOptions,
): Promise<CoreProcess> {
  const { channel } = spawned;
  const client = new CoreClient(channel);
  let stopListening = (): void => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    stopListening = channel.onMessage((raw) => {
      const message = asCoreToParent(raw);
      if (message?.type === 'ready') resolve();
      if (message?.type === 'start-failed')
        reject(new Error(`The app's core could not start: ${message.message}`));
    });
    void spawned.exited.then((code) => {
      reject(new Error(`The app's core ended before it was ready (exit code ${String(code)}).`));
    });
  });
  channel.post({ type: 'start', options });
  try {
    await ready;
  } catch (error) {
    spawned.kill();
    throw error;
  } finally {
    stopListening();
  }
  void spawned.exited.then(() => {
    client.disconnect();
  });
  return {
    client,
    channel,
    pid: spawned.pid,
    exited: spawned.exited,
    async stop(graceMs = 5000) {
      try {
        channel.post({ type: 'shutdown' });
      } catch {
        // already gone
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          spawned.kill();
          resolve();
        }, graceMs);
      });
      await Promise.race([spawned.exited.then(() => undefined), late]);
      clearTimeout(timer);
      client.disconnect();
    },
  };
}
