import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { active, clickCell, open, text } from './support/catalog-editor.tsx';

// Row numbers, Shift+Space and Ctrl+Space select as in Excel, and "Remove rows" removes the rows
// selected (not the active row), asking first when they are more than one; the keys help opens
// from its button, F1 and ?. Real components in Chromium over the stand-in bridge.

beforeEach(() => {
  document.body.innerHTML = '';
});

const rowNumber = (row: number) => {
  const el = document.querySelector(
    `[role=row][aria-rowindex="${String(row + 1)}"] [role=rowheader]`,
  );
  if (el === null) throw new Error(`no row number ${String(row)}`);
  return page.elementLocator(el);
};
/** The selected cells as "row,col" (1-based, as the grid's ARIA numbers them). */
const selected = () =>
  [...document.querySelectorAll('[role=gridcell][aria-selected=true]')].map(
    (el) =>
      `${String(Number(el.closest('[role=row]')?.getAttribute('aria-rowindex')) - 1)},${el.getAttribute('aria-colindex') ?? ''}`,
  );

describe('row numbers, Shift+Space and Ctrl+Space', () => {
  it('a click on a row number selects its row; Shift+click the rows between', async () => {
    await open('brands');
    await clickCell(1, 2);
    await rowNumber(2).click();
    expect(selected()).toEqual(['2,1', '2,2']);
    expect(active()).toBe('2,1');
    await rowNumber(3).click({ modifiers: ['Shift'] });
    expect(selected()).toEqual(['2,1', '2,2', '3,1', '3,2']);
    // The numbers of the selected rows are marked.
    expect(document.querySelectorAll('.grid-rowhead.selected')).toHaveLength(2);
  });

  it('Shift+Space selects the rows of the selection, Ctrl+Space its columns', async () => {
    await open('brands');
    await clickCell(2, 2);
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await userEvent.keyboard('{Shift>} {/Shift}');
    expect(selected()).toEqual(['2,1', '2,2', '3,1', '3,2']);
    await clickCell(1, 2);
    await userEvent.keyboard('{Control>} {/Control}');
    expect(selected()).toEqual(['1,2', '2,2', '3,2']);
    expect(active()).toBe('1,2');
  });

  it('Remove rows removes the row whose number was clicked, at once when it is one', async () => {
    await open('brands');
    await clickCell(1, 1);
    await rowNumber(3).click();
    await page.getByRole('button', { name: 'Remove rows' }).click();
    expect([text(1, 1), text(2, 1)]).toEqual(['AA', 'BB']);
    expect(
      document.querySelector('[role=row][aria-rowindex="4"]')?.classList.contains('new-row'),
    ).toBe(true);
  });

  it('more than one row: it asks, saying how many; Cancel keeps them, confirming removes them', async () => {
    await open('brands');
    await rowNumber(1).click();
    await rowNumber(2).click({ modifiers: ['Shift'] });
    await page.getByRole('button', { name: 'Remove rows' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove 2 rows?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect([text(1, 1), text(2, 1), text(3, 1)]).toEqual(['AA', 'BB', 'CC']);
    await page.getByRole('button', { name: 'Remove rows' }).click();
    await dialog.getByRole('button', { name: 'Remove 2 rows' }).click();
    expect(text(1, 1)).toBe('CC');
    // One undo step brings both back.
    await userEvent.keyboard('{Control>}z{/Control}');
    expect([text(1, 1), text(2, 1), text(3, 1)]).toEqual(['AA', 'BB', 'CC']);
  });
});

describe('the keys help', () => {
  it('opens from its button, from F1 and from ? on a selected cell, and lists the keys', async () => {
    await open('brands');
    const dialog = page.getByRole('dialog', { name: 'Keyboard: the keys of Excel' });
    await page.getByRole('button', { name: 'Keys' }).click();
    await expect.element(dialog.getByRole('rowheader', { name: 'Shift+Space' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await clickCell(1, 1);
    await userEvent.keyboard('{F1}');
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await clickCell(1, 1);
    await userEvent.keyboard('?');
    await expect.element(dialog).toBeVisible();
    // Nothing was typed into the cell.
    await userEvent.keyboard('{Escape}');
    expect(text(1, 1)).toBe('AA');
  });
});
