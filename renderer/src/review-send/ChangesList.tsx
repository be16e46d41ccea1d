import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skuChangesText } from '../../../app/catalog/changes.ts';
import type { ChangedRow, ChangesPage, ChangesWhich } from '../../../app/imports/changes-page.ts';
import { call, type KikanError } from '../lib/bridge-client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { exportTable } from '../table-files/export-table.ts';
import { changesTable } from './changes-csv.ts';

// "Review and send": per changed row, its code and each change before → after (imports.changes),
// a page at a time, narrowed by a search, and all of them as a CSV file. With `which="same"`, the
// rows left out as the same as last sent, by code and name, paged and searched alike.

export const CHANGES_PAGE = 200;
/** The page size of the export's reads (the call's maximum). */
const EXPORT_PAGE = 500;
/** How long typing in the search pauses before the changes are read again (as on Sent). */
const SEARCH_PAUSE_MS = 300;

function useChanges(profileId: string, which: ChangesWhich, search: string, offset: number) {
  const input = { profileId, which, search, offset, limit: CHANGES_PAGE };
  return useQuery<ChangesPage, KikanError>({
    queryKey: queryKeys.ofConnection(profileId, 'imports.changes', input),
    queryFn: ({ signal }) => call('imports.changes', input, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
  });
}

async function allChanges(profileId: string): Promise<ChangedRow[]> {
  const rows: ChangedRow[] = [];
  for (;;) {
    const page = await call('imports.changes', {
      profileId,
      offset: rows.length,
      limit: EXPORT_PAGE,
    });
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) return rows;
  }
}

export function ChangesList(props: { profileId: string; which?: ChangesWhich }) {
  const which = props.which ?? 'changed';
  const same = which === 'same';
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState(false);
  // One read per pause in typing: each reads every draft row (in the planning thread).
  const settledSearch = useDebounced(search, SEARCH_PAUSE_MS);
  const changes = useChanges(props.profileId, which, settledSearch, offset);
  const page = changes.data;
  const label = (field: string) => t(`sendChanges.field.${field}`, { defaultValue: field });

  const exportCsv = async () => {
    setExporting(true);
    setExportError(false);
    try {
      await exportTable(changesTable(await allChanges(props.profileId)), 'csv', 'changes');
    } catch {
      setExportError(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section
      className={same ? 'send-changes send-same-rows' : 'card send-changes'}
      aria-labelledby={`${which}-rows-title`}
      data-testid={same ? 'same-rows' : 'changes'}
    >
      {same ? (
        <h3 id="same-rows-title">{t('sendUnchanged.listHeading')}</h3>
      ) : (
        <h2 id="changed-rows-title">{t('sendChanges.heading')}</h2>
      )}
      <div className="send-changes-tools">
        <input
          type="search"
          aria-label={t('sendChanges.search')}
          placeholder={t('sendChanges.search')}
          maxLength={200}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setOffset(0);
          }}
        />
        {!same && (
          <button
            type="button"
            className="button small"
            disabled={exporting}
            onClick={() => {
              void exportCsv();
            }}
          >
            {t('sendChanges.export')}
          </button>
        )}
      </div>
      {exportError && <p role="alert">{t('sendChanges.exportFailed')}</p>}
      {changes.error && <p role="alert">{t('sendChanges.failed')}</p>}
      {page === undefined ? (
        <p aria-busy="true" className="muted">
          {t('send.planning')}
        </p>
      ) : page.total === 0 ? (
        <p className="muted" data-testid="changes-none">
          {t(same ? 'sendUnchanged.listNone' : 'sendChanges.none')}
        </p>
      ) : (
        <>
          <ul className="send-changes-rows" aria-busy={changes.isPlaceholderData}>
            {page.rows.map((row) => (
              <li
                key={`${row.grid}:${row.draftId}`}
                data-testid="change-row"
                data-grid={row.grid}
                data-code={row.code}
              >
                <strong>{row.code}</strong>
                <span className="muted small"> {t(`sendChanges.grid.${row.grid}`)}</span>
                {row.name !== undefined && <span data-testid="same-name"> {row.name}</span>}
                <ul hidden={same}>
                  {row.fields.map((change) => (
                    <li key={change.field} data-testid="change-field" data-field={change.field}>
                      {label(change.field)}: {change.before ?? t('sendChanges.nothing')} →{' '}
                      {change.after}
                    </li>
                  ))}
                  {row.skus !== undefined && (
                    <li data-testid="change-field" data-field="skus">
                      {label('skus')}: {skuChangesText(row.skus)}
                    </li>
                  )}
                </ul>
              </li>
            ))}
          </ul>
          <nav className="send-changes-pages" aria-label={t('sendChanges.pages')}>
            <button
              type="button"
              className="button small"
              disabled={offset === 0}
              onClick={() => {
                setOffset(Math.max(0, offset - CHANGES_PAGE));
              }}
            >
              {t('sendChanges.previous')}
            </button>
            <span data-testid="changes-range">
              {t('sendChanges.range', {
                from: number(page.rows.length === 0 ? 0 : offset + 1),
                to: number(offset + page.rows.length),
                total: number(page.total),
              })}
            </span>
            <button
              type="button"
              className="button small"
              disabled={offset + CHANGES_PAGE >= page.total}
              onClick={() => {
                setOffset(offset + CHANGES_PAGE);
              }}
            >
              {t('sendChanges.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
