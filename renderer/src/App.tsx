import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_SETTINGS } from '../../app/settings.ts';
import { createAppRouter } from './frame/router.ts';
import { addStrings, applyDocumentLanguage, createI18n, resolveLanguage } from './lib/i18n.ts';
import { useCallQuery, useQueryEvents } from './lib/queries.ts';
import { applyTheme } from './lib/theme.ts';
import { coreStrings } from './locales/core.ts';

// The shared text is there from the start; each screen's arrives with its route.
addStrings(coreStrings);

/** Loads the settings first so the first painted text is already in the right language. */
export function App() {
  const settingsQuery = useCallQuery('settings.get', {});
  const settings = settingsQuery.data ?? DEFAULT_SETTINGS;
  const language = resolveLanguage(settings.language, navigator.language);
  const [i18n] = useState(() => createI18n(language));
  const [router] = useState(() => createAppRouter());

  useQueryEvents();

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    applyDocumentLanguage(language);
  }, [i18n, language]);

  useEffect(() => {
    applyTheme(settings.theme);
  }, [settings.theme]);

  if (settingsQuery.isPending) return <div className="boot" aria-busy="true" />;

  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
