import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanGrid } from '../../../app/imports/plan.ts';
import { formatTime } from '../ui/format.ts';
import { call, type KikanError } from '../lib/bridge-client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useConnections } from '../lib/use-connections.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { ConflictDialog } from './ConflictDialog.tsx';
import { SentTable, type SentEntry } from './SentTable.tsx';
import { PAGE_SIZE, pageRange, sentKey, someCodes } from './sent-keys.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { useEditAgain } from './use-edit-again.ts';
import './sent-catalog.css';

/** Every product and master this connection sent successfully, with "edit again". */
export function SentScreen() {
  const { t } = useTranslation();
  const { active } = useConnections();
  if (!active) return <EmptyState title={t('sent.title')} body={t('sent.noConnection')} />;
  return <SentView key={active.id} profileId={active.id} />;
}

function SentView({ profileId }: { profileId: string }) {
  const { t, i18n } = useTranslation();
  const [grid, setGrid] = useState<PlanGrid | 'all'>('all');
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 300);
  const [page, setPage] = useState({ search: '', grid: 'all' as PlanGrid | 'all', offset: 0 });
  // A new search or kind starts from the first page.
  const offset = page.search === search && page.grid === grid ? page.offset : 0;
  const input = {
    profileId,
    ...(grid === 'all' ? {} : { grid }),
    ...(search === '' ? {} : { search }),
    limit: PAGE_SIZE,
    offset,
  };
  const query = useQuery<{ entries: SentEntry[]; total: number }, KikanError>({
    queryKey: queryKeys.ofConnection(profileId, 'sent.list', input),
    queryFn: ({ signal }) => call('sent.list', input, { signal }),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<ReadonlyMap<string, SentEntry>>(new Map());
  const editAgain = useEditAgain(profileId);
  const entries = query.data?.entries ?? [];
  const total = query.data?.total ?? 0;
  const range = pageRange(offset, entries.length, total);
  const goTo = (next: number) => {
    setPage({ search, grid, offset: next });
  };
  const toggle = (rows: readonly SentEntry[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (on) next.set(sentKey(row), row);
        else next.delete(sentKey(row));
      }
      return next;
    });
  };

  return (
    <section className="screen sent" aria-labelledby="screen-title" aria-busy={query.isPending}>
      <h1 id="screen-title">{t('sent.title')}</h1>
      <p className="muted">{t('sent.intro')}</p>
      <div className="sent-toolbar">
        <label className="sent-field">
          <span>{t('sent.kindLabel')}</span>
          <select
            value={grid}
            onChange={(event) => {
              setGrid(event.currentTarget.value as PlanGrid | 'all');
            }}
          >
            <option value="all">{t('sent.kindAll')}</option>
            {(['brands', 'colors', 'products'] as const).map((name) => (
              <option key={name} value={name}>
                {t(`sent.grids.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="sent-field sent-search">
          <span>{t('sent.searchLabel')}</span>
          <input
            type="search"
            value={typed}
            placeholder={t('sent.searchPlaceholder')}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
            }}
          />
        </label>
      </div>
      <div className="sent-actions">
        <span role="status" className="muted" data-testid="sent-selection">
          {t('sent.selected', { count: selected.size })}
        </span>
        {selected.size > 0 && (
          <button
            type="button"
            className="button small"
            onClick={() => {
              setSelected(new Map());
            }}
          >
            {t('sent.clearSelection')}
          </button>
        )}
        <button
          type="button"
          className="button small primary"
          disabled={selected.size === 0 || editAgain.busy}
          onClick={() => {
            void editAgain.start([...selected.values()]);
          }}
        >
          {t('sent.editAgain')}
        </button>
      </div>
      {editAgain.error !== null && (
        <div className="alert alert-error" role="alert">
          <strong className="alert-title">{t('sent.editAgainFailed')}</strong>
          <p className="alert-detail">{editAgain.error}</p>
        </div>
      )}
      {editAgain.done && (
        <div className="alert alert-success sent-done" role="status" data-testid="sent-done">
          <p>
            {t('sent.done', {
              added: editAgain.done.plan.added,
              replaced: editAgain.done.plan.replaced,
              kept: editAgain.done.plan.kept,
            })}
          </p>
          {editAgain.done.plan.unreadable.length > 0 && (
            <p>
              {t('sent.unreadable', {
                codes: someCodes(editAgain.done.plan.unreadable.map((row) => row.code)),
              })}
            </p>
          )}
          {editAgain.done.grid && (
            <Link to="/catalog/$grid" params={{ grid: editAgain.done.grid }}>
              {t('sent.openCatalog')}
            </Link>
          )}
        </div>
      )}
      {query.error && <ErrorAlert title={t('sent.loadFailed')} error={query.error.error} />}
      {query.isPending && <p className="muted">{t('sent.loading')}</p>}
      {query.isSuccess && total === 0 && (
        <p className="card">
          {search === '' && grid === 'all' ? t('sent.empty') : t('sent.noMatch', { search })}
        </p>
      )}
      {entries.length > 0 && (
        <>
          <SentTable
            entries={entries}
            selected={selected}
            locale={i18n.language}
            formatTime={formatTime}
            onToggle={toggle}
          />
          <nav className="sent-pager" aria-label={t('sent.pager')}>
            <button
              type="button"
              className="button small"
              disabled={offset === 0}
              onClick={() => {
                goTo(Math.max(0, offset - PAGE_SIZE));
              }}
            >
              {t('sent.previous')}
            </button>
            <span data-testid="sent-range">{t('sent.range', range)}</span>
            <button
              type="button"
              className="button small"
              disabled={offset + entries.length >= total}
              onClick={() => {
                goTo(offset + PAGE_SIZE);
              }}
            >
              {t('sent.next')}
            </button>
          </nav>
        </>
      )}
      {editAgain.asking && (
        <ConflictDialog
          conflicts={editAgain.asking.conflicts}
          onChoose={editAgain.choose}
          onClose={editAgain.cancel}
        />
      )}
    </section>
  );
}
