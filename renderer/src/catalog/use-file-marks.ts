import { useCallback, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import type { Problem } from '../../../app/catalog/validation.ts';
import type { CatalogData } from '../drafts/catalog-data.ts';
import { fileMarkProblems, liveMarks, type FileMark } from './model/file-marks.ts';

// The marks of products opened from files whose rows disagreed, kept per connection in this
// machine's localStorage (like the remembered column mappings) so they outlast a restart, and
// pruned as the marked rows are edited.

const PREFIX = 'kikan.catalog.fileMarks.v1:';
const marksSchema = z.array(
  z.object({ product_code: z.string(), opened: z.string(), where: z.string() }),
);

export function recall(profileId: string | null): FileMark[] {
  if (profileId === null) return [];
  try {
    const parsed = marksSchema.safeParse(
      JSON.parse(localStorage.getItem(PREFIX + profileId) ?? '[]'),
    );
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function keep(profileId: string, marks: readonly FileMark[]): void {
  if (marks.length === 0) localStorage.removeItem(PREFIX + profileId);
  else localStorage.setItem(PREFIX + profileId, JSON.stringify(marks));
}

export function useFileMarks(
  profileId: string | null,
  data: CatalogData,
  ready: boolean,
): { problems: Problem[]; add: (marks: readonly FileMark[]) => void } {
  const [state, setState] = useState(() => ({ profileId, marks: recall(profileId) }));
  const marks = state.profileId === profileId ? state.marks : recall(profileId);
  if (state.profileId !== profileId) setState({ profileId, marks });
  const live = useMemo(() => (ready ? liveMarks(marks, data) : marks), [marks, data, ready]);
  // Marks whose rows were edited are dropped from storage (the state keeps filtering them).
  useEffect(() => {
    if (profileId !== null && ready && live.length !== marks.length) keep(profileId, live);
  }, [profileId, ready, live, marks.length]);
  const add = useCallback(
    (added: readonly FileMark[]) => {
      if (profileId === null || added.length === 0) return;
      const next = [
        ...recall(profileId).filter((m) => !added.some((a) => a.opened === m.opened)),
        ...added,
      ];
      keep(profileId, next);
      setState({ profileId, marks: next });
    },
    [profileId],
  );
  const problems = useMemo(() => fileMarkProblems(live, data), [live, data]);
  return { problems, add };
}
