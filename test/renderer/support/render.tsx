import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { render, type RenderResult } from 'vitest-browser-react';
import { addStrings, createI18n, type Language } from '../../../renderer/src/lib/i18n.ts';
import { ALL_STRINGS } from './all-strings.ts';

/** Renders a component as the app would, with the app's translations in `language`. */
export async function renderWithApp(
  ui: ReactNode,
  { language = 'en' }: { language?: Language } = {},
): Promise<RenderResult> {
  addStrings(...ALL_STRINGS);
  return render(<I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider>);
}
