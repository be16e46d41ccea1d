// Child process for no-keychain.test.ts: runs the real core with the real keychain vault in an
// environment without a Secret Service, connects with a token and prints what it saw as JSON.
import { createAppCore } from '../../../main/core.ts';
import { dispatch } from '../../../main/ipc/handler-table.ts';

const [userDataDir = '', baseUrl = '', token = ''] = process.argv.slice(2);
const core = await createAppCore({
  userDataDir,
  fetch,
  appVersion: 'test',
  platform: process.platform,
});
const info = await dispatch(core.handlers, 'app.info', {});
const connected = await dispatch(core.handlers, 'connections.connectWithToken', {
  profile: {
    name: 'No keychain',
    hostKind: 'custom',
    baseUrl,
    voucherPrefix: '',
    secretTransport: 'body',
  },
  token,
});
const page = await dispatch(core.handlers, 'vouchers.browse', { kind: 'leases' });
await core.close();
console.log(JSON.stringify({ info, connected, pageOk: page.ok }));
