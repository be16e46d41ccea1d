import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../../app/imports/schemas.ts';
import { outcomeWords } from './outcome-words.ts';

/** Requests and rows by what became of them, and why any was never sent (results and History). */
export function OutcomeWords({
  entry,
}: {
  entry: Pick<HistoryEntry, 'requestCounts' | 'rowCounts' | 'notSentWhy'>;
}) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  const words = outcomeWords(entry);
  if (words.length === 0) return null;
  return (
    <div className="outcome-words" data-testid="outcome-words">
      {words.map(({ key, options }) => (
        <p key={key} data-words={key}>
          {t(
            key,
            Object.fromEntries(
              Object.entries(options).map(([name, value]) => [
                name,
                typeof value === 'number' && name !== 'count' ? format.format(value) : value,
              ]),
            ),
          )}
        </p>
      ))}
    </div>
  );
}
