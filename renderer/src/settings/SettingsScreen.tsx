import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../app/settings.ts';
import { KikanError } from '../lib/bridge-client.ts';
import { useCallMutation, useCallQuery } from '../lib/queries.ts';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { StatusSettingsCard } from './StatusSettingsCard.tsx';
import { keychainReasonCode } from '../../../app/keychain-reasons.ts';
import type { TFunction } from 'i18next';

/** "Not available — why", in the user's language for the reasons main names by a known sentence. */
function keychainText(t: TFunction, reason: string | null | undefined): string {
  const unavailable = t('settings.keychainUnavailable');
  if (!reason) return unavailable;
  const code = keychainReasonCode(reason);
  const why =
    code === null
      ? t('settings.keychainReason.other', { detail: reason })
      : t(`settings.keychainReason.${code}`);
  return `${unavailable} — ${why}`;
}

function Choice<K extends 'language' | 'theme'>(props: {
  setting: K;
  legend: string;
  current: Settings[K] | undefined;
  options: readonly { value: Settings[K]; label: string }[];
  onChange: (value: Settings[K]) => void;
}) {
  return (
    <fieldset className="choice-group choice-segmented">
      <legend>{props.legend}</legend>
      <div className="choice-options">
        {props.options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name={props.setting}
              value={option.value}
              checked={props.current === option.value}
              onChange={() => {
                props.onChange(option.value);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The choice shows at once; the saved settings then drive the language and theme of the app. */
function useSettingsEditor(saved: Settings | undefined) {
  const update = useCallMutation('settings.update');
  const [unsaved, setUnsaved] = useState<Partial<Settings>>({});
  const [error, setError] = useState<KikanError | null>(null);
  const change = (patch: Partial<Settings>) => {
    setUnsaved((current) => ({ ...current, ...patch }));
    setError(null);
    // On success the query cache takes the saved settings (query-effects.ts).
    update.mutateAsync(patch).then(
      () => undefined,
      (caught: unknown) => {
        setUnsaved({});
        setError(caught instanceof KikanError ? caught : null);
      },
    );
  };
  return { current: saved ? { ...saved, ...unsaved } : undefined, change, error };
}

export function SettingsScreen() {
  const { t } = useTranslation();
  const settings = useCallQuery('settings.get', {});
  const info = useCallQuery('app.info', {});
  const update = useSettingsEditor(settings.data);

  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('settings.title')}</h1>
      <div className="card">
        <h2>{t('settings.appearance')}</h2>
        <Choice
          setting="language"
          legend={t('settings.language')}
          current={update.current?.language}
          options={[
            { value: 'system', label: t('settings.languageSystem') },
            { value: 'en', label: t('language.en') },
            { value: 'ja', label: t('language.ja') },
          ]}
          onChange={(language) => {
            update.change({ language });
          }}
        />
        <Choice
          setting="theme"
          legend={t('settings.theme')}
          current={update.current?.theme}
          options={[
            { value: 'system', label: t('settings.themeSystem') },
            { value: 'light', label: t('settings.themeLight') },
            { value: 'dark', label: t('settings.themeDark') },
          ]}
          onChange={(theme) => {
            update.change({ theme });
          }}
        />
        {update.error && <ErrorAlert title={t('settings.saveFailed')} error={update.error.error} />}
      </div>
      <StatusSettingsCard />
      <div className="card">
        <h2>{t('settings.about')}</h2>
        {info.data && (
          <dl className="props">
            <dt>{t('settings.version')}</dt>
            <dd data-testid="app-version">{info.data.version}</dd>
            <dt>{t('settings.platform')}</dt>
            <dd>{info.data.platform}</dd>
            <dt>{t('settings.keychain')}</dt>
            <dd data-testid="keychain-status">
              {info.data.keychain.available
                ? t('settings.keychainAvailable')
                : keychainText(t, info.data.keychain.reason)}
            </dd>
          </dl>
        )}
      </div>
    </section>
  );
}
