import { FillCount } from './FillCount.tsx';
import type { AutoFill } from './use-auto-fill.ts';
import { EndingStatusNote } from './EndingStatusNote.tsx';
import { useTranslation } from 'react-i18next';
import type {
  CacheInfo,
  LinesCoverage,
  VoucherList,
} from '../../../app/resources/voucher-cache.ts';
import { DateText } from './Cells.tsx';
import type { DateQuery } from './date-choice.ts';
import type { ExportNote } from './use-list-export.ts';
import type { VoucherWindow } from './use-voucher-window.ts';

// What a list says about its rows: how many match of how many loaded, what the lines known
// cover, whether it is loaded in full, rows loaded since a search began, what an export wrote.

const useNumber = () => {
  const { i18n } = useTranslation();
  return (n: number) => new Intl.NumberFormat(i18n.language).format(n);
};

/** A bad date range, and how many rows an "open" filter could judge. */
export function DateNotes(props: {
  list: VoucherList;
  dates: DateQuery;
  listLines: LinesCoverage | null;
}) {
  const { t, i18n } = useTranslation();
  const number = useNumber();
  const { dates, listLines } = props;
  const kindName = t(`voucherKind.${props.list.kind}`).toLocaleLowerCase(i18n.language);
  return (
    <>
      {dates.kind === 'bad' && (
        <p className="danger-text" role="alert">
          {t('voucherReview.badRange', { from: dates.from, to: dates.to })}
        </p>
      )}
      {dates.kind === 'filter' &&
        dates.filter.open === true &&
        listLines !== null &&
        listLines.withLines < listLines.vouchers && (
          <p className="muted" data-testid="open-lines-note">
            {t('voucherReview.openCovers', {
              known: number(listLines.withLines),
              total: number(listLines.vouchers),
              kind: kindName,
            })}
          </p>
        )}
      {dates.kind === 'filter' && dates.filter.open === true && (
        <EndingStatusNote kind={props.list.kind} />
      )}
    </>
  );
}

export function ListNote(props: {
  list: VoucherList;
  rows: VoucherWindow;
  info: CacheInfo | undefined;
  searchText: string;
  listLines: LinesCoverage | null;
  fill: AutoFill;
  /** The list's length when known (it was loaded in full before), else null. */
  expectedRows: number | null;
}) {
  const { t, i18n } = useTranslation();
  const number = useNumber();
  const { list, rows, info, listLines } = props;
  const cached = info?.rows ?? 0;
  const searchLines = rows.lines;
  const kindName = t(`voucherKind.${list.kind}`).toLocaleLowerCase(i18n.language);
  return (
    <div className="voucher-note" role="status" data-testid="voucher-note">
      {rows.querying && rows.matched !== null && (info?.complete || !props.fill.filling) && (
        <span>
          {t('vouchers.matchedOf', {
            matched: number(rows.matched),
            total: number(rows.snapshot?.rows ?? cached),
          })}
          {!info?.complete && <> {t('vouchers.loadAllToSearch')}</>}
        </span>
      )}
      <FillCount rows={rows} info={info} fill={props.fill} expectedRows={props.expectedRows} />
      {rows.querying &&
        props.searchText.trim() !== '' &&
        searchLines !== null &&
        searchLines.withLines < searchLines.vouchers && (
          <span data-testid="search-lines-note">
            {t('voucherState.searchCovers', {
              known: number(searchLines.withLines),
              total: number(searchLines.vouchers),
              kind: kindName,
            })}
          </span>
        )}
      {list.kind === 'leases' && listLines !== null && listLines.withLines < listLines.vouchers && (
        <span data-testid="overdue-lines-note">
          {t('voucherState.overdueCovers', {
            known: number(listLines.withLines),
            total: number(listLines.vouchers),
          })}
        </span>
      )}
      {rows.snapshot !== null && rows.snapshot.newer > 0 && (
        <button
          type="button"
          className="link-button include-new-rows"
          onClick={rows.includeNewRows}
        >
          {t('vouchers.includeNewRows', { rows: number(rows.snapshot.newer) })}
        </button>
      )}
      {!rows.querying && info?.complete && info.loadedAt && (
        <span>
          {t('vouchers.loadedInFull', { rows: number(cached) })}{' '}
          <DateText value={info.loadedAt} locale={i18n.language} />
        </span>
      )}
      {!rows.querying && !info?.complete && !props.fill.filling && (
        <span>{t('vouchers.loadedSoFar', { rows: number(cached) })}</span>
      )}
    </div>
  );
}

export function ExportNoteText(props: { kind: VoucherList['kind']; note: ExportNote }) {
  const { t } = useTranslation();
  const number = useNumber();
  const { note } = props;
  if (note === null) return null;
  return (
    <p className="muted export-note" role="status" data-testid="export-note">
      {note.kind === 'dropped'
        ? t('vouchers.exportDropped')
        : props.kind === 'order_plans'
          ? t('voucherState.exportedPlans', {
              rows: number(note.result.rows),
              file: note.result.fileName,
            })
          : t('vouchers.exported', {
              vouchers: number(note.result.vouchers),
              rows: number(note.result.rows),
              file: note.result.fileName,
            })}
      {note.kind === 'done' &&
        props.kind !== 'order_plans' &&
        note.result.withLines < note.result.vouchers && (
          <>
            {' '}
            {t('voucherState.exportCovers', {
              known: number(note.result.withLines),
              total: number(note.result.vouchers),
            })}
          </>
        )}
    </p>
  );
}
