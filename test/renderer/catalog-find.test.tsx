import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { active, clickCell, input, open, profileOf, text } from './support/catalog-editor.tsx';

// Find and replace in the catalog editor, in Chromium, driven by real keys. The bridge is a
// stand-in (support/fake-bridge.ts): main cannot run in this page; the store, the grid and the
// find bar are the app's own. Brands: AA Alpha, BB Beta, CC Gamma; products P-1 (brand AA) and
// P-2 (brand SENT).

beforeEach(() => {
  document.body.innerHTML = '';
});

const findField = () => page.getByRole('textbox', { name: 'Find', exact: true });
const replaceField = () => page.getByRole('textbox', { name: 'Replace with' });
const preview = () => document.querySelector('.find-preview > span')?.textContent;
const count = () => document.querySelector('.find-count')?.textContent ?? '';

describe('find', () => {
  it('Ctrl+F opens the bar on the find field; Enter, Shift+Enter and F3 move the cursor; Esc returns to the cell', async () => {
    await open('brands');
    await clickCell(1, 1);
    await userEvent.keyboard('{Control>}f{/Control}');
    await expect.element(findField()).toHaveFocus();
    await userEvent.keyboard('a');
    // AA, Alpha, Beta and Gamma; the cursor is on the first.
    await expect.poll(count).toBe('1 of 4');
    await userEvent.keyboard('{Enter}');
    expect(active()).toBe('1,2');
    await expect.poll(count).toBe('2 of 4');
    await userEvent.keyboard('{Enter}');
    expect(active()).toBe('2,2');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(active()).toBe('1,2');
    await userEvent.keyboard('{F3}{F3}{F3}');
    // Past the last match it wraps to the first.
    expect(active()).toBe('1,1');
    await userEvent.keyboard('{Shift>}{F3}{/Shift}');
    expect(active()).toBe('3,2');
    await expect.element(findField()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(findField()).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement === input()).toBe(true);
    expect(active()).toBe('3,2');
    // F3 from the grid opens the bar again, with the last query.
    await userEvent.keyboard('{F3}');
    await expect.element(findField()).toHaveValue('a');
  });

  it('match case, whole cell and a column scope narrow the matches', async () => {
    await open('brands');
    await userEvent.keyboard('{Control>}f{/Control}');
    await userEvent.keyboard('a');
    await expect.poll(count).toBe('1 of 4');
    await page.getByRole('checkbox', { name: 'Match case' }).click();
    // Alpha, Beta, Gamma hold a lower-case a; the cursor (AA) is not one of them.
    await expect.poll(count).toBe('3 matches');
    await page.getByRole('checkbox', { name: 'Match case' }).click();
    await page.getByRole('checkbox', { name: 'Whole cell' }).click();
    await expect.poll(count).toBe('No matches');
    await page.getByRole('checkbox', { name: 'Whole cell' }).click();
    await page.getByRole('combobox', { name: 'Look in' }).selectOptions('Column: Name');
    await expect.poll(count).toBe('3 matches');
  });

  it('an invalid regular expression is said at its field, and nothing breaks', async () => {
    await open('brands');
    await userEvent.keyboard('{Control>}f{/Control}');
    await page.getByRole('checkbox', { name: 'Regular expression' }).click();
    await userEvent.fill(findField(), 'Al(pha');
    await expect.element(page.getByText(/Not a valid regular expression/)).toBeVisible();
    await expect.element(findField()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.fill(findField(), 'Al(pha)');
    await expect.poll(count).toBe('1 match');
    await expect.element(findField()).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('replace', () => {
  it('Ctrl+H replace all with $1 shows a preview, changes every cell, and Ctrl+Z restores every cell', async () => {
    await open('brands');
    await clickCell(1, 1);
    await userEvent.keyboard('{Control>}h{/Control}');
    await expect.element(findField()).toHaveFocus();
    await page.getByRole('checkbox', { name: 'Regular expression' }).click();
    await userEvent.fill(findField(), '^(\\w)(\\w+)a$');
    await userEvent.fill(replaceField(), '$2$1');
    await expect.poll(count).toBe('3 matches');
    await page.getByRole('button', { name: 'Replace all…' }).click();
    await expect.poll(preview).toBe('Replace in 3 cells of 3 rows?');
    // Nothing changes before the confirm.
    expect([text(1, 2), text(2, 2), text(3, 2)]).toEqual(['Alpha', 'Beta', 'Gamma']);
    await userEvent.keyboard('{Enter}');
    expect([text(1, 2), text(2, 2), text(3, 2)]).toEqual(['lphA', 'etB', 'ammG']);
    await expect
      .element(page.getByText('Replaced 3 cells in 3 rows. Ctrl+Z undoes it as one step.'))
      .toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.activeElement === input()).toBe(true);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect([text(1, 1), text(1, 2), text(2, 2), text(3, 2)]).toEqual([
      'AA',
      'Alpha',
      'Beta',
      'Gamma',
    ]);
    await expect.element(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('Replace replaces the current match and moves to the next', async () => {
    await open('brands');
    await clickCell(1, 1);
    await userEvent.keyboard('{Control>}h{/Control}');
    await userEvent.keyboard('a');
    await userEvent.fill(replaceField(), 'o');
    await expect.poll(count).toBe('1 of 4');
    const replace = page.getByRole('button', { name: 'Replace', exact: true });
    await replace.click();
    expect(text(1, 1)).toBe('oo');
    expect(active()).toBe('1,2');
    await replace.click();
    expect(text(1, 2)).toBe('olpho');
    expect(active()).toBe('2,2');
    await expect.poll(count).toBe('1 of 2');
  });

  it('renaming a brand code renames it in the products naming it, undone as one step', async () => {
    await open('brands');
    await userEvent.keyboard('{Control>}h{/Control}');
    await userEvent.keyboard('AA');
    await page.getByRole('checkbox', { name: 'Whole cell' }).click();
    await userEvent.fill(replaceField(), 'AZ');
    await expect
      .element(page.getByRole('checkbox', { name: /Also rename the code where products name it/ }))
      .toBeChecked();
    await page.getByRole('button', { name: 'Replace all…' }).click();
    await expect
      .poll(preview)
      .toBe('Replace in 1 cell of 1 row, and the old code in 1 product naming it?');
    await page.getByRole('button', { name: 'Replace all', exact: true }).click();
    expect(text(1, 1)).toBe('AZ');
    await page.getByRole('tab', { name: /Products/ }).click();
    await expect.poll(() => text(1, 3)).toBe('AZ');
    // No product names a brand that is gone: the brand cell carries no warning.
    expect(document.querySelector('[role=row][aria-rowindex="2"] .mark-warning')).toBeNull();
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(text(1, 3)).toBe('AA');
    await page.getByRole('tab', { name: /Brands/ }).click();
    await expect.poll(() => text(1, 1)).toBe('AA');
  });

  it('a read-only grid finds but offers no replace', async () => {
    await open('brands', profileOf([]));
    await userEvent.keyboard('{Control>}h{/Control}');
    await expect.element(findField()).toBeVisible();
    await expect.element(replaceField()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Replace…' })).not.toBeInTheDocument();
  });
});
