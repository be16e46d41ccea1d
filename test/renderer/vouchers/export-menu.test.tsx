import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { addStrings, createI18n } from '../../../renderer/src/lib/i18n.ts';
import { ExportMenu } from '../../../renderer/src/vouchers/ExportMenu.tsx';
import { ALL_STRINGS } from '../support/all-strings.ts';
import { render } from 'vitest-browser-react';

type Chosen = { format: string; all: boolean };

function menu(complete: boolean, chosen: Chosen[]) {
  addStrings(...ALL_STRINGS);
  return (
    <I18nextProvider i18n={createI18n('en')}>
      <ExportMenu
        loadedRows={1_000}
        complete={complete}
        querying={false}
        busy={false}
        fieldNames={false}
        onFieldNames={() => undefined}
        onExport={(format, all) => {
          chosen.push({ format, all });
        }}
      />
    </I18nextProvider>
  );
}

describe('ExportMenu while the list fills in the background', () => {
  it('keeps "Load all rows" under the pointer once the list becomes whole, and then exports what is loaded', async () => {
    const chosen: Chosen[] = [];
    const screen = await render(menu(false, chosen));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const all = screen.getByRole('menuitem', { name: 'Load all rows, then export them as XLSX' });
    await expect.element(all).toBeVisible();
    // The background fill ends while the menu is open.
    await screen.rerender(menu(true, chosen));
    await expect.element(all).toBeVisible();
    await userEvent.click(all);
    // Everything is loaded now: exporting the loaded rows is exporting all of them.
    expect(chosen).toEqual([{ format: 'xlsx', all: false }]);
    // Opened again on a whole list, it offers the loaded rows only.
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await expect
      .element(screen.getByRole('menuitem', { name: 'Export loaded rows as XLSX' }))
      .toBeVisible();
    expect(
      screen.container.querySelector('[aria-label="Load all rows, then export them as XLSX"]'),
    ).toBeNull();
  });

  it('asks to load all first when the list is not whole', async () => {
    const chosen: Chosen[] = [];
    const screen = await render(menu(false, chosen));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(
      screen.getByRole('menuitem', { name: 'Load all rows, then export them as CSV' }),
    );
    expect(chosen).toEqual([{ format: 'csv', all: true }]);
  });
});
