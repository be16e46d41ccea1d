import type { ConnectionManager } from '../connections/connection-manager.ts';
import type { DemoService } from '../demo/demo-service.ts';
import { KikanError } from '../../app/errors.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';

type ConnectionHandlers = Pick<
  HandlerTable,
  | 'connections.list'
  | 'connections.connectWithToken'
  | 'connections.connectWithSecret'
  | 'connections.reconnect'
  | 'connections.activate'
  | 'connections.signOut'
  | 'connections.remove'
  | 'connections.openDemo'
>;

export function connectionHandlers(
  manager: ConnectionManager,
  demo: DemoService | null,
): ConnectionHandlers {
  return {
    'connections.list': () => manager.list(),
    'connections.connectWithToken': (input) => manager.connectWithToken(input),
    'connections.connectWithSecret': (input) => manager.connectWithSecret(input),
    'connections.reconnect': ({ profileId }) => manager.reconnect(profileId),
    'connections.activate': ({ profileId }) => manager.activate(profileId),
    'connections.signOut': ({ profileId }) => manager.signOut(profileId),
    'connections.remove': async ({ profileId }) => ({ removed: await manager.remove(profileId) }),
    'connections.openDemo': async () => {
      if (!demo) {
        throw new KikanError({
          kind: 'internal',
          message: 'The demo workspace is not available in this build.',
        });
      }
      const { url, app } = await demo.connection();
      return manager.connectDemo(url, app.token, app.permissions);
    },
  };
}
