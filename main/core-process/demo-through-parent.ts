// In Electron the core process is a utility process, which cannot start another one: it asks
// main to start the demo stand-in (as a utility process) and hears its output back.
import { PassThrough } from 'node:stream';
import type { ServiceProcess, ServiceSpawner } from '../demo/service-spawner.ts';
import { asCoreToParent, type Channel, type ParentToCore } from './protocol.ts';

/** The core's side: a spawner whose processes main runs. */
export function demoSpawnerThroughParent(channel: Channel): {
  spawner: ServiceSpawner;
  receive(message: ParentToCore): void;
} {
  const running = new Map<
    number,
    { stdout: PassThrough; exitListeners: ((code: number | null) => void)[] }
  >();
  let nextId = 1;
  return {
    spawner: (args): ServiceProcess => {
      const spawnId = nextId++;
      const entry = {
        stdout: new PassThrough(),
        exitListeners: [] as ((code: number | null) => void)[],
      };
      running.set(spawnId, entry);
      channel.post({ type: 'demo-spawn', spawnId, args: [...args] });
      return {
        stdout: entry.stdout,
        kill: () => {
          channel.post({ type: 'demo-kill', spawnId });
        },
        onExit: (listener) => {
          entry.exitListeners.push(listener);
        },
      };
    },
    receive(message) {
      if (message.type === 'demo-stdout') running.get(message.spawnId)?.stdout.write(message.chunk);
      if (message.type === 'demo-exit') {
        const entry = running.get(message.spawnId);
        running.delete(message.spawnId);
        entry?.stdout.end();
        for (const listener of entry?.exitListeners ?? []) listener(message.code);
      }
    },
  };
}

/** Main's side: runs the demo stand-ins the core asks for. Returns a function that kills them all. */
export function serveDemoSpawns(channel: Channel, spawner: ServiceSpawner): () => void {
  const processes = new Map<number, ServiceProcess>();
  const stop = channel.onMessage((raw) => {
    const message = asCoreToParent(raw);
    if (message?.type === 'demo-kill') processes.get(message.spawnId)?.kill();
    if (message?.type !== 'demo-spawn') return;
    const { spawnId } = message;
    const child = spawner(message.args);
    processes.set(spawnId, child);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      post(channel, { type: 'demo-stdout', spawnId, chunk });
    });
    child.onExit((code) => {
      processes.delete(spawnId);
      post(channel, { type: 'demo-exit', spawnId, code });
    });
  });
  return () => {
    stop();
    for (const child of processes.values()) child.kill();
    processes.clear();
  };
}

function post(channel: Channel, message: ParentToCore): void {
  try {
    channel.post(message);
  } catch {
    // the core is gone; its demo stand-in is killed with it
  }
}
