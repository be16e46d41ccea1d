import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../../app/imports/schemas.ts';
import type { Label } from '../../../renderer/src/history/history-rows.ts';
import {
  dropStatementLines,
  promptStepsAsideOn,
  promptedImports,
} from '../../../renderer/src/history/prompt-state.ts';

const label: Label = (key, options) =>
  options === undefined ? key : `${key}:${String(options['list'])}`;

const progress = (importId: string, state: ImportProgress['state']): ImportProgress => ({
  importId,
  profileId: 'p',
  state,
  waitingFor: null,
  waitUntil: null,
  requestsTotal: 4,
  requestsDone: 1,
  requestsFailed: 0,
  rowsTotal: 10,
  rowsDone: 2,
  etaMs: null,
  message: null,
});

describe('the unfinished-import prompt', () => {
  it('steps aside on the send screens, which show the import with their own buttons', () => {
    expect(promptStepsAsideOn('/send')).toBe(true);
    expect(promptStepsAsideOn('/send/imp-1')).toBe(true);
    expect(promptStepsAsideOn('/sent')).toBe(false);
    expect(promptStepsAsideOn('/catalog/products')).toBe(false);
  });

  it('always asks about an interrupted import, unless hidden', () => {
    const list = [progress('a', 'interrupted')];
    expect(promptedImports(list, new Set(), new Set()).map((e) => e.importId)).toEqual(['a']);
    expect(promptedImports(list, new Set(), new Set(['a']))).toEqual([]);
  });

  it('announces a running import only when it was already unfinished when the window looked', () => {
    const list = [progress('old', 'running'), progress('new', 'running')];
    expect(promptedImports(list, new Set(['old']), new Set()).map((e) => e.importId)).toEqual([
      'old',
    ]);
  });

  it('states applied, maybe-applied and not-applied requests plainly, numbered from 1', () => {
    expect(
      dropStatementLines({ applied: [0, 1], mayHaveApplied: [2], notApplied: [3, 4, 5] }, label),
    ).toEqual([
      'importPrompt.applied:1–2',
      'importPrompt.mayHaveApplied:3',
      'importPrompt.notApplied:4–6',
    ]);
    expect(dropStatementLines({ applied: [], mayHaveApplied: [], notApplied: [0] }, label)).toEqual(
      ['importPrompt.nothingApplied', 'importPrompt.notApplied:1'],
    );
  });
});
