// `--exit-with-parent`: the stand-in ends with the process that started it, however that process
// ends (a crash or a SIGKILL included, when it has no chance to stop its children). It watches a
// channel the kernel or Electron closes when the parent is gone:
// - started by Node (the app's core in the preview and the tests), its stdin is a pipe the parent
//   holds open and never writes to: the pipe's end (EOF) means the parent is gone;
// - started by Electron's main as a utility process (no stdin there), main hands it a
//   MessagePort, the lifeline: the port's 'close' means main is gone.

/** The switch (see USAGE in options.ts). */
export const EXIT_WITH_PARENT_FLAG = '--exit-with-parent';

/** The message main sends a utility-process stand-in with its end of the lifeline. */
export const LIFELINE_MESSAGE = 'kikan-lifeline';

interface LifelinePort {
  once(event: 'close', listener: () => void): unknown;
  start(): void;
}
interface UtilityParentPort {
  on(
    event: 'message',
    listener: (event: { data: unknown; ports: readonly LifelinePort[] }) => void,
  ): unknown;
}

export function watchParent(onGone: () => void): void {
  const parentPort = (process as { parentPort?: UtilityParentPort }).parentPort;
  if (parentPort) {
    parentPort.on('message', ({ data, ports }) => {
      const port = ports[0];
      if (port === undefined || (data as { type?: unknown } | null)?.type !== LIFELINE_MESSAGE)
        return;
      port.once('close', onGone);
      port.start();
    });
    return;
  }
  // A Node IPC channel, when the parent opened one, closes with the parent too.
  if (process.channel) process.once('disconnect', onGone);
  process.stdin.once('end', onGone);
  process.stdin.once('error', onGone);
  process.stdin.resume();
}
