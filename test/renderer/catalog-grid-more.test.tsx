import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { DraftsSnapshot } from '../../app/catalog/drafts.ts';
import {
  active,
  bridge,
  cellEl,
  clickCell,
  DRAFTS,
  input,
  open,
  profileOf,
  savedIds,
  showProfile,
  text,
} from './support/catalog-editor.tsx';

// More of the catalog editor in Chromium: the mouse, the clipboard, fill down, pages, sorting,
// removing rows, "Discard all changes", a connection switch and the per-SKU view. The bridge is a
// stand-in (support/fake-bridge.ts): main cannot run in this page.

beforeEach(() => {
  document.body.innerHTML = '';
});

const selectedCount = () => document.querySelectorAll('[role=gridcell][aria-selected=true]').length;
const cell = (row: number, col: number) => {
  const el = cellEl(row, col);
  if (el === null) throw new Error(`no cell ${String(row)},${String(col)}`);
  return page.elementLocator(el);
};

/** What the grid put on the clipboard for a copy or cut made with the real keys. */
async function copied(keys: string): Promise<string> {
  let data = '';
  const listen = (e: ClipboardEvent) => {
    data = e.clipboardData?.getData('text/plain') ?? '';
  };
  // After the grid's own handler (it listens on the input; this one on the document).
  document.addEventListener('copy', listen);
  document.addEventListener('cut', listen);
  await userEvent.keyboard(keys);
  document.removeEventListener('copy', listen);
  document.removeEventListener('cut', listen);
  return data;
}

/** A paste event as the browser sends it. Chromium's clipboard needs a permission this test
 * runner cannot grant; the e2e test pastes through the real clipboard. */
function paste(textToPaste: string) {
  const data = new DataTransfer();
  data.setData('text/plain', textToPaste);
  input()?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
}

describe('catalog grid mouse and clipboard', () => {
  it('click selects a cell, Shift+click and a drag select ranges', async () => {
    await open('brands');
    await clickCell(1, 1);
    expect(selectedCount()).toBe(1);
    await userEvent.click(cell(3, 2), { modifiers: ['Shift'] });
    expect(selectedCount()).toBe(6);
    expect(active()).toBe('1,1');
    await cell(2, 1).dropTo(cell(3, 1));
    expect(selectedCount()).toBe(2);
  });

  it('Ctrl+C copies the range as TSV, Ctrl+X cuts it, a pasted value fills a range', async () => {
    await open('brands');
    await clickCell(1, 1);
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
    expect(await copied('{Control>}c{/Control}')).toBe('AA\tAlpha\r\nBB\tBeta\r\n');
    expect(text(1, 1)).toBe('AA');
    expect(await copied('{Control>}x{/Control}')).toBe('AA\tAlpha\r\nBB\tBeta\r\n');
    expect([text(1, 1), text(2, 2)]).toEqual(['', '']);
    await userEvent.keyboard('{Control>}z{/Control}');
    // One value pasted over a range fills it.
    await clickCell(1, 2);
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    paste('Same\r\n');
    await expect.poll(() => [text(1, 2), text(2, 2), text(3, 2)]).toEqual(['Same', 'Same', 'Same']);
    // A block pasted on the last row adds the rows it needs.
    await clickCell(3, 1);
    paste('DD\tDelta\r\nEE\tEpsilon\r\n');
    await expect.poll(() => text(4, 2)).toBe('Epsilon');
    expect(text(3, 1)).toBe('DD');
    await expect
      .poll(() => document.querySelector('#grid-tab-brands')?.textContent)
      .toContain('4 rows');
    expect(text(1, 1)).toBe('AA');
  });

  it('Ctrl+D fills the top cell down; Page Down and Page Up move by a page', async () => {
    const many: DraftsSnapshot = {
      ...DRAFTS,
      brands: Array.from({ length: 60 }, (_, i) => ({
        id: `b${String(i)}`,
        position: i,
        row: { code: `C${String(i)}`, name: `Name ${String(i)}` },
      })),
    };
    await open('brands', profileOf(), undefined, () => many);
    await clickCell(1, 2);
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}{Control>}d{/Control}');
    expect([text(1, 2), text(2, 2), text(3, 2)]).toEqual(['Name 0', 'Name 0', 'Name 0']);
    await userEvent.keyboard('{ArrowUp}{PageDown}');
    const [down] = active().split(',').map(Number);
    expect(down).toBeGreaterThan(5);
    await userEvent.keyboard('{PageUp}');
    expect(active()).toBe('1,2');
  });
});

describe('catalog grid steps and notes', () => {
  it('adding a row and filling down are one undo step each', async () => {
    await open('brands');
    await clickCell(1, 1);
    await page.getByRole('button', { name: 'Add row' }).click();
    await expect
      .poll(() => document.querySelector('#grid-tab-brands')?.textContent)
      .toContain('4 rows');
    expect(text(2, 1)).toBe('');
    await clickCell(1, 2);
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}{Control>}d{/Control}');
    expect([text(2, 2), text(3, 2)]).toEqual(['Alpha', 'Alpha']);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect([text(2, 2), text(3, 2)]).toEqual(['', 'Beta']);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(text(2, 1)).toBe('BB');
    await expect
      .poll(() => document.querySelector('#grid-tab-brands')?.textContent)
      .toContain('3 rows');
  });

  it('spaces around a typed code are trimmed, and the cell says so', async () => {
    await open('brands');
    await clickCell(2, 1);
    await userEvent.keyboard('  ZZ {Enter}');
    expect(text(2, 1)).toBe('ZZ');
    expect(cellEl(2, 1)?.getAttribute('title')).toBe('Spaces around the code were removed');
    // A name keeps its spaces: only codes are trimmed.
    await clickCell(2, 2);
    await userEvent.keyboard(' Zed {Enter}');
    expect(text(2, 2)).toBe(' Zed ');
  });
});

describe('catalog grid rows and views', () => {
  it('sorting the view leaves the data and its saves alone; a third click restores the order', async () => {
    await open('brands');
    // The header's label sorts (its drop-down menu is the other button in it).
    const header = page.getByRole('button', { name: 'Name', exact: true });
    await header.click();
    await header.click();
    expect([text(1, 2), text(2, 2), text(3, 2)]).toEqual(['Gamma', 'Beta', 'Alpha']);
    await header.click();
    expect([text(1, 2), text(2, 2), text(3, 2)]).toEqual(['Alpha', 'Beta', 'Gamma']);
    // No edit was made: nothing to undo, nothing saved.
    await expect.element(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(savedIds()).toEqual([]);
  });

  it('Remove rows takes the selected rows out in one undo step', async () => {
    await open('brands');
    await clickCell(1, 1);
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await page.getByRole('button', { name: 'Remove rows' }).click();
    // Two rows: it asks first, saying how many.
    await page
      .getByRole('dialog', { name: 'Remove 2 rows?' })
      .getByRole('button', { name: 'Remove 2 rows' })
      .click();
    expect(text(1, 1)).toBe('CC');
    await expect
      .poll(() => document.querySelector('#grid-tab-brands')?.textContent)
      .toContain('1 row');
    await page.getByRole('button', { name: 'Undo' }).click();
    expect([text(1, 1), text(2, 1), text(3, 1)]).toEqual(['AA', 'BB', 'CC']);
  });

  it('"Discard all changes" asks first; only confirming empties the grids', async () => {
    await open('brands');
    const discard = page.getByRole('button', { name: 'Discard all changes…' });
    await discard.click();
    const dialog = page.getByRole('dialog', { name: 'Discard all changes?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(text(1, 1)).toBe('AA');
    expect(bridge().calls.some((c) => c.name === 'drafts.discard')).toBe(false);
    await discard.click();
    await dialog.getByRole('button', { name: 'Discard all changes' }).click();
    await expect.poll(() => text(1, 1)).toBe('');
    expect(bridge().calls.some((c) => c.name === 'drafts.discard')).toBe(true);
    await expect
      .poll(() => document.querySelector('#grid-tab-brands')?.textContent)
      .toContain('0 rows');
  });

  it('switching connections shows the other connection’s drafts', async () => {
    const tokyo = profileOf();
    const osaka = profileOf();
    const byProfile = (profileId: string): DraftsSnapshot =>
      profileId === osaka.id
        ? {
            brands: [{ id: 'o1', position: 1, row: { code: 'OS', name: 'Osaka' } }],
            colors: [],
            products: [],
          }
        : DRAFTS;
    await open('brands', tokyo, undefined, byProfile);
    expect(text(1, 1)).toBe('AA');
    showProfile(osaka);
    await expect.poll(() => text(1, 1)).toBe('OS');
    expect(text(2, 1)).toBe('');
    showProfile(tokyo);
    await expect.poll(() => text(1, 1)).toBe('AA');
  });

  it('in the per-SKU view a colour typed on a SKU row changes that SKU of the product', async () => {
    await open('products');
    await page.getByRole('radio', { name: 'One row per SKU' }).click();
    // The per-SKU view shows colour and size beside the product code (frozen with it).
    await expect.poll(() => text(1, 2)).toBe('NV');
    await clickCell(1, 2);
    await userEvent.keyboard('IV{Enter}');
    await page.getByRole('radio', { name: 'One row per product' }).click();
    await expect.poll(() => text(1, 4)).toBe('IV: M');
  });

  it('the SKU matrix offers the colours grid’s codes and takes sizes typed in', async () => {
    await open('products');
    await clickCell(2, 4);
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'SKUs of P-2' });
    await expect.element(dialog).toBeVisible();
    // Alt+Down on the colour field lists the known colours the product lacks.
    await dialog.getByRole('combobox', { name: 'Color code' }).click();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const offered = () =>
      [...document.querySelectorAll('[role=listbox] .code-option-code')].map((o) => o.textContent);
    await expect.poll(offered).toEqual(['NV']);
    await userEvent.keyboard('{Escape}');
    await expect.poll(offered).toEqual([]);
    await dialog.getByLabelText('Color code').fill('NV');
    await dialog.getByRole('button', { name: 'Add' }).first().click();
    await dialog.getByLabelText('Size codes').fill('27, 28 29');
    await dialog.getByRole('button', { name: 'Add' }).nth(1).click();
    await dialog.getByRole('checkbox', { name: 'Every size of NV' }).click();
    await dialog.getByRole('button', { name: 'Apply (3 SKUs)' }).click();
    expect(text(2, 4)).toBe('NV: 27 28 29');
  });
});
