import type { CredentialKeeper } from '../connections/credential-keeper.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';
import type { SettingsRepo } from '../store/index.ts';

export interface AppFacts {
  version: string;
  platform: string;
  demoAvailable: boolean;
}

export function appHandlers(
  facts: AppFacts,
  keeper: CredentialKeeper,
  settings: SettingsRepo,
): Pick<HandlerTable, 'app.info' | 'settings.get' | 'settings.update'> {
  return {
    'app.info': async () => ({ ...facts, keychain: await keeper.keychainStatus() }),
    'settings.get': () => Promise.resolve(settings.get()),
    'settings.update': (patch) => Promise.resolve(settings.update(patch)),
  };
}
