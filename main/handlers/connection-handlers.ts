import type { Connector } from '../connections/connector.ts';
import type { ConnectionLifecycle } from '../connections/connection-lifecycle.ts';
import type { DemoService } from '../demo/demo-service.ts';
import { KikanError } from '../../app/errors.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';
import type { ProfileView } from '../../app/connections.ts';

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
  lifecycle: ConnectionLifecycle,
  demo: DemoService | null,
  /** Told the profile a connect or reconnect verified with the service. */
  onVerified: (profileId: string) => void = () => undefined,
): ConnectionHandlers {
  const verified = async (view: Promise<ProfileView>): Promise<ProfileView> => {
    const done = await view;
    onVerified(done.id);
    return done;
  };
  return {
    'connections.list': () => lifecycle.list(),
    'connections.connectWithToken': (input) => verified(connector.connectWithToken(input)),
    'connections.connectWithSecret': (input) => verified(connector.connectWithSecret(input)),
    'connections.reconnect': ({ profileId }) => verified(connector.reconnect(profileId)),
    'connections.activate': ({ profileId }) => lifecycle.activate(profileId),
    'connections.signOut': ({ profileId }) => lifecycle.signOut(profileId),
    'connections.remove': async ({ profileId }) => ({ removed: await lifecycle.remove(profileId) }),
    'connections.openDemo': async () => {
      if (!demo) {
        throw new KikanError({
          kind: 'internal',
          message: 'The demo workspace is not available in this build.',
        });
      }
      const { url, app } = await demo.connection();
      return verified(connector.connectDemo(url, app.token, app.permissions));
    },
  };
}
