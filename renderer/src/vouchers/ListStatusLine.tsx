import { useTranslation } from 'react-i18next';
import type {
  CacheInfo,
  LinesCoverage,
  VoucherList,
} from '../../../app/resources/voucher-cache.ts';
import { LinesBar } from './LinesBar.tsx';
import { ListNote } from './ListNotes.tsx';
import { LoadAllBar } from './LoadAllBar.tsx';
import { selectModifier } from './row-hint.ts';
import type { AutoFill } from './use-auto-fill.ts';
import type { useCompleteLines, useLoadAll } from './use-load-all.ts';
import type { VoucherWindow } from './use-voucher-window.ts';

/**
 * The slim line under a voucher list's rows: what the rows cover (and how far a fill has come),
 * load all, the lines' completion, and how to open a row while one is under the pointer.
 */
export function ListStatusLine(props: {
  list: VoucherList;
  rows: VoucherWindow;
  info: CacheInfo | undefined;
  searchText: string;
  listLines: LinesCoverage | null;
  fill: AutoFill;
  loadAll: ReturnType<typeof useLoadAll>;
  lines: ReturnType<typeof useCompleteLines>;
  /** The export waiting for load all to end (its format), or null. */
  exportPending: string | null;
}) {
  const { t } = useTranslation();
  const { loadAll, lines } = props;
  return (
    <div className="voucher-status-line" data-testid="status-line">
      <ListNote
        list={props.list}
        rows={props.rows}
        info={props.info}
        searchText={props.searchText}
        listLines={props.listLines}
        fill={props.fill}
        expectedRows={loadAll.progress?.expectedRows ?? null}
      />
      <LoadAllBar
        progress={loadAll.progress}
        info={props.info}
        after={
          props.exportPending === null
            ? null
            : t('vouchers.exportAfterLoad', { format: props.exportPending.toUpperCase() })
        }
        onStart={loadAll.start}
        onCancel={loadAll.cancel}
      />
      <LinesBar
        coverage={props.listLines}
        progress={lines.progress}
        onStart={lines.start}
        onCancel={lines.cancel}
      />
      {/* Shown while a row is under the pointer or the rows have the focus (vouchers.css). */}
      <span className="row-hint muted" aria-hidden="true" data-testid="row-hint">
        {t('voucherLayout.rowHint', { modifier: selectModifier() })}
      </span>
    </div>
  );
}
