import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { render, type RenderResult } from 'vitest-browser-react';
import { createI18n, type Language } from '../../../renderer/src/lib/i18n.ts';

/** Renders a component as the app would, with the app's translations in `language`. */
export async function renderWithApp(
  ui: ReactNode,
  { language = 'en' }: { language?: Language } = {},
): Promise<RenderResult> {
  return render(<I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider>);
}
