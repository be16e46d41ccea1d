import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_STATUS_SETTINGS,
  statusColor,
  statusName,
  type StatusSettings,
} from '../../../app/resources/status-settings.ts';
import { useCallQuery } from '../lib/queries.ts';

// How a status value looks on every list and view: the workspace's name for it in the screen's
// language (else the value itself) and its one colour (app/resources/status-settings.ts): chosen,
// else by the value's slot in the workspace (first seen, first coloured; kept by main).

/** Slots a list's answer brings (vouchers.search), newer than the settings' own read. */
export const StatusSlots = createContext<ReadonlyMap<string, number>>(new Map());

export interface StatusLooks {
  settings: StatusSettings;
  /** Null while the value has no slot yet (then chips are drawn neutral rather than guessed). */
  colorOf: (value: string) => string | null;
  nameOf: (value: string) => string;
  loaded: boolean;
}

export function useStatusLooks(): StatusLooks {
  const { i18n } = useTranslation();
  const query = useCallQuery('vouchers.statusSettings', {});
  const listSlots = useContext(StatusSlots);
  const language = i18n.language.startsWith('ja') ? 'ja' : 'en';
  return useMemo(() => {
    const settings = query.data?.settings ?? EMPTY_STATUS_SETTINGS;
    const slots = new Map(query.data?.seen.map((s) => [s.value, s.slot]));
    return {
      settings,
      loaded: query.data !== undefined,
      colorOf: (value) => {
        const slot = listSlots.get(value) ?? slots.get(value);
        const chosen = settings.statuses.some((s) => s.value === value && s.color !== undefined);
        return slot === undefined && !chosen ? null : statusColor(settings, value, slot ?? 0);
      },
      nameOf: (value) => statusName(settings, value, language),
    };
  }, [query.data, listSlots, language]);
}
