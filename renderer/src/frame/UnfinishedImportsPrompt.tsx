import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DropStatement, ImportProgress, ResumeNotice } from '../../../app/imports/schemas.ts';
import { callAndApply, useCallMutation, useCallQuery } from '../lib/queries.ts';
import { useConnections } from '../lib/use-connections.ts';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { asLabel, formatTime } from '../ui/format.ts';
import {
  dropStatementLines,
  noticesOnScreen,
  promptStepsAsideOn,
  promptedImports,
} from './prompt-state.ts';
import { ResumedNotice } from './ResumedNotice.tsx';
import { answeredOf } from '../ui/outcome-words.ts';

/** Mounted by the frame: unfinished imports of the active connection, with Resume and Drop. */
export function UnfinishedImportsPrompt() {
  const { active } = useConnections();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!active || promptStepsAsideOn(pathname)) return null;
  return <Prompt key={active.id} profileId={active.id} />;
}

type Note = { kind: 'resumed'; importId: string } | { kind: 'dropped'; statement: DropStatement };

function Prompt({ profileId }: { profileId: string }) {
  const { t, i18n } = useTranslation();
  const list = useCallQuery('imports.list', { profileId });
  // What was unfinished when this window first looked (set once, while rendering that answer).
  const [foundAtStart, setFoundAtStart] = useState<ReadonlySet<string> | null>(null);
  if (foundAtStart === null && list.data) {
    setFoundAtStart(new Set(list.data.imports.map((entry) => entry.importId)));
  }
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<string | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const resume = useCallMutation('imports.resume');
  const drop = useCallMutation('imports.drop');
  const notices = useResumeNotices(profileId);
  // An import the app resumed by itself is said by its notice, not again as "being sent".
  const shown = promptedImports(
    list.data?.imports ?? [],
    foundAtStart ?? new Set<string>(),
    new Set([...hidden, ...notices.map((notice) => notice.importId)]),
  );
  const shownNotices = notices.filter((notice) => !hidden.has(notice.importId));
  const history = useCallQuery('imports.history', { profileId }, { enabled: shown.length > 0 });
  const startedAt = (id: string) =>
    history.data?.imports.find((entry) => entry.importId === id)?.createdAt;
  const hide = (id: string) => {
    setHidden((current) => new Set([...current, id]));
  };
  const failure = resume.error ?? drop.error;

  if (shown.length === 0 && shownNotices.length === 0 && note === null && failure === null) {
    return null;
  }
  return (
    <div className="import-prompt" role="region" aria-label={t('importPrompt.label')}>
      {shownNotices.map((notice) => (
        <ResumedNotice
          key={notice.importId}
          notice={notice}
          onHide={() => {
            hide(notice.importId);
          }}
        />
      ))}
      {shown.map((entry) => (
        <PromptEntry
          key={entry.importId}
          entry={entry}
          started={startedAt(entry.importId)}
          locale={i18n.language}
          confirming={confirming === entry.importId}
          busy={resume.isPending || drop.isPending}
          onResume={() => {
            resume.mutate(
              { importId: entry.importId },
              {
                onSuccess: () => {
                  hide(entry.importId);
                  setNote({ kind: 'resumed', importId: entry.importId });
                },
              },
            );
          }}
          onDrop={() => {
            setConfirming(entry.importId);
          }}
          onConfirmDrop={() => {
            setConfirming(null);
            drop.mutate(
              { importId: entry.importId },
              {
                onSuccess: (statement) => {
                  hide(entry.importId);
                  setNote({ kind: 'dropped', statement });
                },
              },
            );
          }}
          onCancelDrop={() => {
            setConfirming(null);
          }}
          onHide={() => {
            hide(entry.importId);
          }}
        />
      ))}
      {failure && <ErrorAlert title={t('importPrompt.failed')} error={failure.error} />}
      {note && (
        <div role="status" className="import-prompt-note" data-testid="import-prompt-note">
          <p>
            <strong>
              {note.kind === 'resumed' ? t('importPrompt.resumed') : t('importPrompt.dropped')}
            </strong>
          </p>
          {note.kind === 'dropped' && (
            <ul className="import-prompt-statement">
              {dropStatementLines(note.statement, asLabel(t)).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <div className="import-prompt-actions">
            {note.kind === 'resumed' && (
              <Link to="/send/$importId" params={{ importId: note.importId }}>
                {t('importPrompt.view')}
              </Link>
            )}
            <button
              type="button"
              className="button small"
              onClick={() => {
                setNote(null);
                resume.reset();
                drop.reset();
              }}
            >
              {t('importPrompt.dismiss')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * The imports the app resumed by itself, as this window first heard of them. Each is told to main
 * as shown once it is on screen, so the next launch does not say it again.
 */
function useResumeNotices(profileId: string): readonly ResumeNotice[] {
  const fromMain = useCallQuery('imports.resumeNotices', { profileId }).data?.notices ?? [];
  const [notices, setNotices] = useState<readonly ResumeNotice[]>([]);
  const merged = noticesOnScreen(notices, fromMain);
  if (merged !== notices) setNotices(merged);
  const told = useRef(new Set<string>());
  useEffect(() => {
    for (const { importId } of notices) {
      if (told.current.has(importId)) continue;
      told.current.add(importId);
      // Not said again on the next launch; should this fail, it is simply said once more then.
      callAndApply(null, 'imports.resumeNoticeShown', { importId }).catch(() => undefined);
    }
  }, [notices]);
  return notices;
}

function PromptEntry(props: {
  entry: ImportProgress;
  started: string | undefined;
  locale: string;
  confirming: boolean;
  busy: boolean;
  onResume: () => void;
  onDrop: () => void;
  onConfirmDrop: () => void;
  onCancelDrop: () => void;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const { entry } = props;
  const interrupted = entry.state === 'interrupted';
  const text = t(interrupted ? 'importPrompt.interrupted' : 'importPrompt.running', {
    time: props.started === undefined ? '…' : formatTime(props.started, props.locale),
    done: answeredOf(entry),
    total: entry.requestsTotal,
    requests: t('importPrompt.requestCount', { count: entry.requestsTotal }),
  });
  return (
    <div className="import-prompt-entry" data-import-id={entry.importId} data-state={entry.state}>
      <p>
        <strong>{text}</strong>
      </p>
      {interrupted && <p>{t('importPrompt.explain')}</p>}
      {props.confirming ? (
        <div className="import-prompt-actions">
          <p>{t('importPrompt.confirmDrop')}</p>
          <button type="button" className="button small" autoFocus onClick={props.onCancelDrop}>
            {t('importPrompt.cancel')}
          </button>
          <button type="button" className="button small danger" onClick={props.onConfirmDrop}>
            {t('importPrompt.confirmDropYes')}
          </button>
        </div>
      ) : (
        <div className="import-prompt-actions">
          {interrupted && (
            <button
              type="button"
              className="button small primary"
              disabled={props.busy}
              onClick={props.onResume}
            >
              {t('importPrompt.resume')}
            </button>
          )}
          <button
            type="button"
            className="button small"
            disabled={props.busy}
            onClick={props.onDrop}
          >
            {t('importPrompt.drop')}
          </button>
          <Link to="/send/$importId" params={{ importId: entry.importId }}>
            {t('importPrompt.view')}
          </Link>
          {!interrupted && (
            <button type="button" className="button small" onClick={props.onHide}>
              {t('importPrompt.dismiss')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
