// The browser preview's core: the same core process Electron runs, here a Node child of the
// process that serves the page, kept running by the supervisor. The serving process relays
// calls as JSON text and events as they come; it holds no store and parses no call.
import { CoreSupervisor } from '../core-process/core-supervisor.ts';
import type { CoreProcess } from '../core-process/core-process.ts';
import { forkCore } from '../core-process/node-core.ts';
import type { CoreStartOptions } from '../core-process/protocol.ts';
import { remoteHandlers } from '../core-process/remote-handlers.ts';
import { EventBus, type EventListener } from '../ipc/event-bus.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';

export interface PreviewCore {
  /** Runs a call given as JSON text; answers the IpcResult as JSON text. */
  callJson(name: string, text: string, signal?: AbortSignal): Promise<string>;
  /** The core's events, and 'app.core' when it restarts. */
  subscribe(listener: EventListener): () => void;
  /** The handler table over the process boundary (first-run demo, tests). */
  handlers: HandlerTable;
  /** The current core process (tests kill it). */
  current(): Promise<CoreProcess>;
  stop(): Promise<void>;
}

export async function startPreviewCore(
  options: CoreStartOptions,
  launch: (options: CoreStartOptions) => Promise<CoreProcess> = forkCore,
): Promise<PreviewCore> {
  const events = new EventBus();
  const supervisor = await CoreSupervisor.start({
    launch: () => launch(options),
    onEvent: (name, payload) => {
      events.relay(name, payload);
    },
    onState: (state) => {
      events.emit('app.core', { state });
    },
    onGaveUp: (error) => {
      console.error(`Kikan Desk: ${error.message}`);
    },
  });
  return {
    callJson: (name, text, signal) => supervisor.callJson(name, text, signal),
    subscribe: (listener) => events.subscribe(listener),
    handlers: remoteHandlers(() => supervisor.client()),
    current: () => supervisor.current(),
    stop: () => supervisor.stop(),
  };
}
