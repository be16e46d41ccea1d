import type { Settings } from '../../../app/settings.ts';

/**
 * "system" leaves the colours to prefers-color-scheme (see the CSS); light and dark pin them.
 * The attribute is the only switch the style sheet reads.
 */
export function applyTheme(theme: Settings['theme']): void {
  document.documentElement.dataset['theme'] = theme;
}
