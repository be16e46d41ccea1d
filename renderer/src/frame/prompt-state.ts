import type { DropStatement, ImportProgress, ResumeNotice } from '../../../app/imports/schemas.ts';
import { requestRanges, type Label } from '../ui/format.ts';

// What the unfinished-import prompt shows. An "interrupted" import (in the journal, not running)
// always asks for Resume or Drop. One the app resumed by itself on start is announced too: the
// imports already unfinished when this window first looked were not started from it.

export function promptedImports(
  imports: readonly ImportProgress[],
  foundAtStart: ReadonlySet<string>,
  hidden: ReadonlySet<string>,
): ImportProgress[] {
  return imports.filter(
    (entry) =>
      !hidden.has(entry.importId) &&
      (entry.state === 'interrupted' ||
        (foundAtStart.has(entry.importId) &&
          entry.state !== 'done' &&
          entry.state !== 'dropped' &&
          entry.state !== 'cancelled' &&
          entry.state !== 'failed')),
  );
}

/** The send screens show an unfinished import in full, with their own Resume and Drop. */
export function promptStepsAsideOn(pathname: string): boolean {
  return pathname === '/send' || pathname.startsWith('/send/');
}

const said = (seqs: readonly number[]) => ({ list: requestRanges(seqs), count: seqs.length });

/** The drop statement in plain sentences: applied, maybe applied, not applied. */
export function dropStatementLines(statement: DropStatement, label: Label): string[] {
  const lines: string[] = [];
  if (statement.applied.length > 0) {
    lines.push(label('importPrompt.applied', said(statement.applied)));
  } else {
    lines.push(label('importPrompt.nothingApplied'));
  }
  if (statement.mayHaveApplied.length > 0) {
    lines.push(label('importPrompt.mayHaveApplied', said(statement.mayHaveApplied)));
  }
  if (statement.notApplied.length > 0) {
    lines.push(label('importPrompt.notApplied', said(statement.notApplied)));
  }
  return lines;
}

/**
 * The resumed-import notices on screen: those already shown stay (main forgets a notice once it
 * was shown, so the next answer no longer has it), new ones are added, each import once.
 */
export function noticesOnScreen(
  onScreen: readonly ResumeNotice[],
  fromMain: readonly ResumeNotice[],
): readonly ResumeNotice[] {
  const added = fromMain.filter(
    (notice) => !onScreen.some((shown) => shown.importId === notice.importId),
  );
  return added.length === 0 ? onScreen : [...onScreen, ...added];
}
