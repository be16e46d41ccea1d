import type { ProfileView } from '../../../app/connections.ts';
import { useCallQuery } from './queries.ts';

export function useConnections() {
  const query = useCallQuery('connections.list', {});
  const profiles = query.data?.profiles ?? [];
  const active = profiles.find((profile) => profile.id === query.data?.activeId) ?? null;
  return { query, profiles, active };
}

/** A profile whose token can be used right now. */
export function isUsable(profile: ProfileView | null): boolean {
  return profile !== null && (profile.state === 'connected' || profile.state === 'memory_only');
}
