import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../lib/root-route.ts';
import { withStrings } from '../lib/i18n.ts';

/** This screen's text, added as its route loads (lib/i18n.ts). */
const screenStrings = () =>
  Promise.all([import('./strings.ts'), import('./strings-take-back.ts')]).then(
    ([{ historyStrings }, { takeBackStrings }]) => [historyStrings, takeBackStrings],
  );

const HistoryScreen = lazyRouteComponent(
  () => withStrings(import('./HistoryScreen.tsx'), screenStrings()),
  'HistoryScreen',
);
const HistoryDetailScreen = lazyRouteComponent(
  () => withStrings(import('./HistoryDetailScreen.tsx'), screenStrings()),
  'HistoryDetailScreen',
);

/** Every import sent, newest first. */
export const historyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'history',
  component: HistoryScreen,
});

/** One import (its journal id) with the result of each batch. */
export const historyImportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'history/$importId',
  component: HistoryDetailScreen,
});

export const historyRoutes = [historyRoute, historyImportRoute] as const;
