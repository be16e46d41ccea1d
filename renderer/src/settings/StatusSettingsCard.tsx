import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  normalizeStatusSettings,
  statusColor,
  type StatusSetting,
  type StatusSettings,
  type StatusSettingsView,
} from '../../../app/resources/status-settings.ts';
import { VOUCHER_KINDS, type VoucherKind } from '../../../app/resources/vouchers.ts';
import { KikanError } from '../lib/bridge-client.ts';
import { useCallMutation, useCallQuery } from '../lib/queries.ts';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import './status-settings.css';

// What the active workspace's status values mean (app/resources/status-settings.ts): a section per
// voucher kind listing the values its cached vouchers carry, each with a name per language (empty:
// the value itself), its one colour, and whether it ends a voucher of that kind. Saving decides
// the kinds whose "ends" boxes were touched; an undecided kind excludes nothing.

const entryOf = (settings: StatusSettings, value: string): StatusSetting =>
  settings.statuses.find((s) => s.value === value) ?? { value, names: {}, ends: [] };

function withEntry(settings: StatusSettings, entry: StatusSetting): StatusSettings {
  const others = settings.statuses.filter((s) => s.value !== entry.value);
  return { ...settings, statuses: [...others, entry] };
}

export function StatusSettingsCard() {
  const { t } = useTranslation();
  const stored = useCallQuery('vouchers.statusSettings', {});
  const save = useCallMutation('vouchers.saveStatusSettings');
  const [draft, setDraft] = useState<StatusSettings | null>(null);
  const [error, setError] = useState<KikanError | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    // Scrolled to when a past-due filter's note links here.
    if (stored.data && window.location.hash.endsWith('#status-settings')) {
      document.getElementById('status-settings')?.scrollIntoView();
    }
  }, [stored.data]);
  if (!stored.data) return null;
  const view: StatusSettingsView = stored.data;
  const current = draft ?? view.settings;
  const kinds = VOUCHER_KINDS.filter((kind) => view.seen.some((s) => s.kind === kind));
  const slots = new Map(view.seen.map((s) => [s.value, s.slot]));
  const edit = (next: StatusSettings) => {
    setDraft(next);
    setSaved(false);
    setError(null);
  };
  const submit = () => {
    if (draft === null) return;
    save.mutateAsync({ settings: normalizeStatusSettings(draft) }).then(
      () => {
        setDraft(null);
        setSaved(true);
      },
      (caught: unknown) => {
        setError(caught instanceof KikanError ? caught : null);
      },
    );
  };
  return (
    <div className="card status-settings" id="status-settings" data-testid="status-settings">
      <h2>{t('statusSettings.title')}</h2>
      <p className="muted">{t('statusSettings.intro')}</p>
      {kinds.length === 0 && <p className="muted">{t('statusSettings.noneSeen')}</p>}
      {kinds.map((kind) => (
        <KindSection
          key={kind}
          kind={kind}
          values={view.seen.filter((s) => s.kind === kind)}
          settings={current}
          slots={slots}
          onChange={edit}
        />
      ))}
      {kinds.length > 0 && (
        <div className="status-settings-actions">
          <button
            type="button"
            className="primary"
            disabled={draft === null || save.isPending}
            onClick={submit}
          >
            {t('statusSettings.save')}
          </button>
          {draft !== null && (
            <button
              type="button"
              onClick={() => {
                setDraft(null);
              }}
            >
              {t('statusSettings.discard')}
            </button>
          )}
          {saved && draft === null && (
            <span role="status" className="muted">
              {t('statusSettings.saved')}
            </span>
          )}
        </div>
      )}
      {error && <ErrorAlert title={t('statusSettings.saveFailed')} error={error.error} />}
    </div>
  );
}

function KindSection(props: {
  kind: VoucherKind;
  values: readonly { value: string; count: number }[];
  settings: StatusSettings;
  slots: ReadonlyMap<string, number>;
  onChange: (next: StatusSettings) => void;
}) {
  const { t, i18n } = useTranslation();
  const { kind, settings } = props;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const decided = settings.decided.includes(kind);
  const kindName = t(`voucherKind.${kind}`);
  return (
    <section className="status-kind" data-kind={kind} aria-label={kindName}>
      <h3>{kindName}</h3>
      <p className={decided ? 'muted' : 'ending-undecided'} data-testid={`decided-${kind}`}>
        {decided ? t('statusSettings.decided') : t('statusSettings.undecided')}
      </p>
      <table className="status-table">
        <thead>
          <tr>
            <th scope="col">{t('statusSettings.value')}</th>
            <th scope="col">{t('statusSettings.nameEn')}</th>
            <th scope="col">{t('statusSettings.nameJa')}</th>
            <th scope="col">{t('statusSettings.colour')}</th>
            <th scope="col">{t('statusSettings.ends')}</th>
          </tr>
        </thead>
        <tbody>
          {props.values.map(({ value, count }) => {
            const entry = entryOf(settings, value);
            const color = statusColor(settings, value, props.slots.get(value) ?? 0);
            const set = (patch: Partial<StatusSetting>) => {
              props.onChange(withEntry(settings, { ...entry, ...patch }));
            };
            return (
              <tr key={value} data-status={value}>
                <th scope="row">
                  <code>{value}</code> <span className="muted">{number(count)}</span>
                </th>
                {(['en', 'ja'] as const).map((language) => (
                  <td key={language}>
                    <input
                      type="text"
                      maxLength={200}
                      aria-label={t(`statusSettings.name_${language}`, { value })}
                      placeholder={value}
                      value={entry.names[language] ?? ''}
                      onChange={(event) => {
                        set({ names: { ...entry.names, [language]: event.target.value } });
                      }}
                    />
                  </td>
                ))}
                <td>
                  <input
                    type="color"
                    aria-label={t('statusSettings.colourOf', { value })}
                    value={color.toLowerCase()}
                    onChange={(event) => {
                      set({ color: event.target.value.toUpperCase() });
                    }}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('statusSettings.endsOf', { value, kind: kindName })}
                    checked={decided && entry.ends.includes(kind)}
                    onChange={(event) => {
                      const ends = event.target.checked
                        ? [...entry.ends.filter((k) => k !== kind), kind]
                        : entry.ends.filter((k) => k !== kind);
                      // Touching a box decides the kind: what is unticked now counts, by choice.
                      const next = withEntry(settings, { ...entry, ends });
                      const decidedNow = settings.decided.includes(kind)
                        ? settings.decided
                        : [...settings.decided, kind];
                      const kept = decided
                        ? next.statuses
                        : next.statuses.map((s) =>
                            s.value === value
                              ? s
                              : { ...s, ends: s.ends.filter((k) => k !== kind) },
                          );
                      props.onChange({ statuses: kept, decided: decidedNow });
                    }}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {!decided && (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            props.onChange({ ...settings, decided: [...settings.decided, kind] });
          }}
        >
          {t('statusSettings.noneEnds')}
        </button>
      )}
    </section>
  );
}
