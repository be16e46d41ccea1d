import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '../../../app/ipc/contract.ts';
import { sentKey } from './sent-keys.ts';

export type SentEntry = CallOutput<'sent.list'>['entries'][number];

/** One page of sent rows with a checkbox each; the header box selects the whole page. */
export function SentTable(props: {
  entries: readonly SentEntry[];
  selected: ReadonlyMap<string, SentEntry>;
  locale: string;
  formatTime: (iso: string, locale: string, short: boolean) => string;
  onToggle: (rows: readonly SentEntry[], on: boolean) => void;
}) {
  const { t } = useTranslation();
  const { entries, selected } = props;
  const all = entries.every((entry) => selected.has(sentKey(entry)));
  return (
    <div className="table-scroll card sent-card">
      <table className="simple-table sent-table" data-testid="sent-table">
        <caption className="visually-hidden">{t('sent.tableLabel')}</caption>
        <thead>
          <tr>
            <th scope="col" className="sent-check">
              <input
                type="checkbox"
                aria-label={t('sent.selectPage')}
                checked={all}
                onChange={(event) => {
                  props.onToggle(entries, event.currentTarget.checked);
                }}
              />
            </th>
            <th scope="col">{t('sent.col.kind')}</th>
            <th scope="col">{t('sent.col.code')}</th>
            <th scope="col">{t('sent.col.name')}</th>
            <th scope="col">{t('sent.col.brand')}</th>
            <th scope="col" className="num">
              {t('sent.col.skus')}
            </th>
            <th scope="col">{t('sent.col.sentAt')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const key = sentKey(entry);
            const product = 'skus' in entry.value ? entry.value : null;
            return (
              <tr key={key} data-code={entry.code} data-grid={entry.grid}>
                <td className="sent-check">
                  <input
                    type="checkbox"
                    aria-label={t('sent.selectRow', { code: entry.code })}
                    checked={selected.has(key)}
                    onChange={(event) => {
                      props.onToggle([entry], event.currentTarget.checked);
                    }}
                  />
                </td>
                <td>{t(`sent.kind.${entry.grid}`)}</td>
                <td>
                  {entry.grid === 'products' ? (
                    <Link
                      to="/products/$code"
                      params={{ code: entry.code }}
                      title={t('sent.openProduct')}
                    >
                      <code>{entry.code}</code>
                    </Link>
                  ) : (
                    <code>{entry.code}</code>
                  )}
                </td>
                <td className="sent-name">{entry.value.name}</td>
                <td>{product?.brand_code ?? ''}</td>
                <td className="num">{product ? product.skus.length : ''}</td>
                <td>
                  <Link to="/history/$importId" params={{ importId: entry.importId }}>
                    <time dateTime={entry.sentAt}>
                      {props.formatTime(entry.sentAt, props.locale, true)}
                    </time>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
