import type { Connector } from '../connections/connector.ts';
import type { Sessions } from '../connections/sessions.ts';
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
  connector: Connector,
  sessions: Sessions,
  demo: DemoService | null,
): ConnectionHandlers {
  return {
    'connections.list': () => sessions.list(),
    'connections.connectWithToken': (input) => connector.connectWithToken(input),
    'connections.connectWithSecret': (input) => connector.connectWithSecret(input),
    'connections.reconnect': ({ profileId }) => connector.reconnect(profileId),
    'connections.activate': ({ profileId }) => sessions.activate(profileId),
    'connections.signOut': ({ profileId }) => sessions.signOut(profileId),
    'connections.remove': async ({ profileId }) => ({ removed: await sessions.remove(profileId) }),
    'connections.openDemo': async () => {
      if (!demo) {
        throw new KikanError({
          kind: 'internal',
          message: 'The demo workspace is not available in this build.',
        });
      }
      const { url, app } = await demo.connection();
      return connector.connectDemo(url, app.token, app.permissions);
    },
  };
}
