import { PassThrough } from 'node:stream';
import type { MessagePortMain, UtilityProcess } from 'electron';
import { EXIT_WITH_PARENT_FLAG, LIFELINE_MESSAGE, type ServiceSpawner } from './service-spawner.ts';

interface UtilityProcessModule {
  fork(
    modulePath: string,
    args?: string[],
    options?: { stdio?: 'pipe'; serviceName?: string },
  ): UtilityProcess;
}

/** A new MessageChannelMain. */
export type LifelineChannel = () => { port1: MessagePortMain; port2: MessagePortMain };

/**
 * In Electron the demo stand-in runs as a utility process (Electron's own child-process model),
 * so the packaged app needs neither a separate Node binary nor the RunAsNode fuse. Main keeps one
 * end of a message channel and hands the stand-in the other: if main goes away, however it goes,
 * the stand-in's end closes and it stops (a utility process has no stdin to watch).
 */
export function utilityServiceSpawner(
  utility: UtilityProcessModule,
  entry: string,
  newChannel: LifelineChannel,
): ServiceSpawner {
  return (args) => {
    const child = utility.fork(entry, [...args, EXIT_WITH_PARENT_FLAG], {
      stdio: 'pipe',
      serviceName: 'Kikan Desk demo service',
    });
    const lifeline = newChannel();
    child.postMessage({ type: LIFELINE_MESSAGE }, [lifeline.port2]);
    const stdout = new PassThrough();
    child.stdout?.pipe(stdout);
    child.once('exit', () => {
      lifeline.port1.close();
    });
    return {
      stdout,
      kill: () => {
        child.kill();
      },
      onExit: (listener) => {
        child.once('exit', (code) => {
          listener(code);
        });
      },
    };
  };
}
