import { KikanError } from '../../app/errors.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';
import type { SavedViewsRepo } from '../store/index.ts';

// Saved views of the voucher lists (app/resources/saved-views.ts), kept per active connection.

type ViewHandlers = Pick<
  HandlerTable,
  'views.list' | 'views.save' | 'views.rename' | 'views.delete' | 'views.setDefault'
>;

const notFound = (): KikanError =>
  new KikanError({ kind: 'not_found', message: 'That saved view no longer exists.' });

export function viewHandlers(
  views: SavedViewsRepo,
  activeProfileId: () => string | null,
): ViewHandlers {
  const profileOrThrow = (): string => {
    const profileId = activeProfileId();
    if (profileId === null) {
      throw new KikanError({ kind: 'not_connected', message: 'Connect to a workspace first.' });
    }
    return profileId;
  };
  return {
    'views.list': ({ kind }) => Promise.resolve({ views: views.list(profileOrThrow(), kind) }),
    'views.save': ({ kind, id, name, spec }) => {
      const saved = views.save(profileOrThrow(), kind, { id, name, spec });
      if (saved === null) throw notFound();
      return Promise.resolve(saved);
    },
    'views.rename': ({ id, name }) => {
      const renamed = views.rename(profileOrThrow(), id, name);
      if (renamed === null) throw notFound();
      return Promise.resolve(renamed);
    },
    'views.delete': ({ id }) => Promise.resolve({ deleted: views.delete(profileOrThrow(), id) }),
    'views.setDefault': ({ kind, id }) => {
      if (!views.setDefault(profileOrThrow(), kind, id)) throw notFound();
      return Promise.resolve({ defaultId: id });
    },
  };
}
