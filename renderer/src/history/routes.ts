import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../lib/root-route.tsx';

const HistoryScreen = lazyRouteComponent(() => import('./HistoryScreen.tsx'), 'HistoryScreen');
const HistoryDetailScreen = lazyRouteComponent(
  () => import('./HistoryDetailScreen.tsx'),
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
