import { KikanError } from '../../app/errors.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';
import type { StatusSettings } from '../../app/resources/status-settings.ts';
import type { StatusSettingsRepo, VoucherPrefsRepo } from '../store/index.ts';
import { WORKSPACE_STATUS_COLORS } from './voucher-handlers.ts';

// The active connection's status settings (app/resources/status-settings.ts): what its status
// values mean, with the values its cached vouchers carry so the settings table can list them.

type StatusSettingsHandlers = Pick<
  HandlerTable,
  'vouchers.statusSettings' | 'vouchers.saveStatusSettings'
>;

export function statusSettingsHandlers(
  repo: StatusSettingsRepo,
  prefs: VoucherPrefsRepo,
  activeProfileId: () => string | null,
): StatusSettingsHandlers {
  const view = (profileId: string, settings: StatusSettings) => {
    const seen = repo.seen(profileId);
    const slots = prefs.statusSlots(
      profileId,
      WORKSPACE_STATUS_COLORS,
      seen.map((s) => s.value),
    );
    return { settings, seen: seen.map((s) => ({ ...s, slot: slots.get(s.value) ?? 0 })) };
  };
  const profileOrThrow = (): string => {
    const profileId = activeProfileId();
    if (profileId === null) {
      throw new KikanError({ kind: 'not_connected', message: 'Connect to a workspace first.' });
    }
    return profileId;
  };
  return {
    'vouchers.statusSettings': () => {
      const profileId = profileOrThrow();
      return Promise.resolve(view(profileId, repo.read(profileId)));
    },
    'vouchers.saveStatusSettings': ({ settings }) => {
      const profileId = profileOrThrow();
      return Promise.resolve(view(profileId, repo.save(profileId, settings)));
    },
  };
}
