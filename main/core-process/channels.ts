// Channels over the transports the core process can sit behind.
import type { ChildProcess } from 'node:child_process';
import type { Channel } from './protocol.ts';

/** The events and postMessage of Electron's MessagePortMain and parentPort, as used here. */
export interface ElectronPortLike {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
  off(event: 'message', listener: (event: { data: unknown }) => void): unknown;
}

export function electronPortChannel(port: ElectronPortLike): Channel {
  return {
    post: (message) => {
      port.postMessage(message);
    },
    onMessage: (listener) => {
      const wrapped = (event: { data: unknown }): void => {
        listener(event.data);
      };
      port.on('message', wrapped);
      return () => port.off('message', wrapped);
    },
  };
}

/** The Node IPC channel of a forked child (serialization 'advanced': structured clone). */
export function childChannel(child: ChildProcess): Channel {
  return {
    post: (message) => {
      if (!child.connected) throw new Error('The core process is gone.');
      // A send racing the child's end fails in the callback; its exit answers the calls.
      child.send(message as object, undefined, undefined, () => undefined);
    },
    onMessage: (listener) => {
      child.on('message', listener);
      return () => child.off('message', listener);
    },
  };
}

/** Inside a forked child: its channel to the parent. */
export function parentProcessChannel(): Channel {
  return {
    post: (message) => {
      // The parent may be gone already (it stopped while this core was starting): drop it.
      if (process.connected) process.send?.(message, undefined, undefined, () => undefined);
    },
    onMessage: (listener) => {
      process.on('message', listener);
      return () => process.off('message', listener);
    },
  };
}
