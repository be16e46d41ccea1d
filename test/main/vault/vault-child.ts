// Child process for the vault tests: runs vault operations in an environment the test chose
// (e.g. no Secret Service) and prints one JSON line with what happened.
// usage: node vault-child.ts <service name> keychain-probe|keychain-get <account>|memory-roundtrip
import { isKikanError } from '../../../app/errors.ts';
import { createKeychainVault } from '../../../main/vault/keychain-vault.ts';
import { createMemoryVault } from '../../../main/vault/memory-vault.ts';

const [service = 'Kikan Desk test', op = '', account = 'token:child'] = process.argv.slice(2);

async function outcome<T>(work: () => Promise<T>): Promise<{ value?: T; error?: unknown }> {
  try {
    return { value: await work() };
  } catch (error) {
    return { error: isKikanError(error) ? error.error : String(error) };
  }
}

async function run(): Promise<unknown> {
  if (op === 'keychain-probe') {
    const vault = createKeychainVault(service, { probeTimeoutMs: 5000 });
    return {
      status: await vault.status(),
      set: await outcome(() => vault.set(account, 'svc_tok_child_secret_value')),
      get: await outcome(() => vault.get(account)),
      delete: await outcome(() => vault.delete(account)),
    };
  }
  if (op === 'keychain-get') {
    return outcome(() => createKeychainVault(service).get(account));
  }
  if (op === 'memory-roundtrip') {
    const vault = createMemoryVault();
    const before = await vault.get(account);
    await vault.set(account, 'svc_tok_memory_only');
    return {
      before,
      after: await vault.get(account),
      status: await vault.status(),
      kind: vault.kind,
    };
  }
  throw new Error(`unknown op ${op}`);
}

process.stdout.write(`${JSON.stringify(await run())}\n`);
