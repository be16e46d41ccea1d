import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../../app/imports/schemas.ts';
import type { Label } from '../../../renderer/src/ui/format.ts';
import {
  dropStatementLines,
  noticesOnScreen,
  promptStepsAsideOn,
  promptedImports,
} from '../../../renderer/src/frame/prompt-state.ts';

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

  it('keeps a resumed-import notice on screen after main forgot it, and adds each import once', () => {
    const notice = (importId: string) => ({
      importId,
      interruptedAt: '2026-11-20T09:00:00.000Z',
      resumedAt: '2026-11-20T09:05:00.000Z',
    });
    const first = noticesOnScreen([], [notice('a')]);
    expect(first.map((n) => n.importId)).toEqual(['a']);
    // Main answers without it once shown: it stays; the same answer again changes nothing.
    expect(noticesOnScreen(first, [])).toBe(first);
    expect(noticesOnScreen(first, [notice('a')])).toBe(first);
    expect(noticesOnScreen(first, [notice('a'), notice('b')]).map((n) => n.importId)).toEqual([
      'a',
      'b',
    ]);
  });
});
