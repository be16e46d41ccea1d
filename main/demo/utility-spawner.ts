import { PassThrough } from 'node:stream';
import type { UtilityProcess } from 'electron';
import type { ServiceSpawner } from './service-spawner.ts';

interface UtilityProcessModule {
  fork(
    modulePath: string,
    args?: string[],
    options?: { stdio?: 'pipe'; serviceName?: string },
  ): UtilityProcess;
}

/**
 * In Electron the demo stand-in runs as a utility process (Electron's own child-process model),
 * so the packaged app needs neither a separate Node binary nor the RunAsNode fuse.
 */
export function utilityServiceSpawner(
  utility: UtilityProcessModule,
  entry: string,
): ServiceSpawner {
  return (args) => {
    const child = utility.fork(entry, [...args], {
      stdio: 'pipe',
      serviceName: 'Kikan Desk demo service',
    });
    const stdout = new PassThrough();
    child.stdout?.pipe(stdout);
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
