import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  active,
  bridge,
  cellEl,
  clickCell,
  input,
  open,
  profileOf,
  savedIds,
  text,
} from './support/catalog-editor.tsx';

// The catalog editor (CatalogEditor, DataGrid, SkuMatrixDialog) rendered in Chromium, driven by
// real keys. Main cannot run in this page, so the bridge is a stand-in (support/fake-bridge.ts, support/catalog-editor.tsx)
// answering drafts and sent codes; the store, validation and grid code are the app's own.

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('catalog grid keyboard', () => {
  it('arrows, Tab, Enter, Home and End move the active cell', async () => {
    await open('brands');
    await clickCell(1, 1);
    expect(active()).toBe('1,1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('3,1');
    await userEvent.keyboard('{ArrowRight}');
    expect(active()).toBe('3,2');
    await userEvent.keyboard('{Home}');
    expect(active()).toBe('3,1');
    await userEvent.keyboard('{End}');
    expect(active()).toBe('3,2');
    await userEvent.keyboard('{ArrowUp}{Shift>}{Tab}{/Shift}');
    expect(active()).toBe('2,1');
    await userEvent.keyboard('{Tab}');
    expect(active()).toBe('2,2');
    // Enter after a Tab returns to the column the Tab left, as in Excel.
    await userEvent.keyboard('{Enter}');
    expect(active()).toBe('3,1');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(active()).toBe('1,1');
    // The cell input is named after the active cell, for screen readers.
    expect(input()?.getAttribute('aria-label')).toBe('Code, row 1');
  });

  it('typing starts an edit holding what was typed; Enter commits, moves down and saves', async () => {
    await open('brands');
    await clickCell(2, 2);
    await userEvent.keyboard('Zed');
    expect(input()?.value).toBe('Zed');
    expect(input()?.className).toContain('editing');
    expect(text(2, 2)).toBe('Beta');
    await userEvent.keyboard('{Enter}');
    expect(text(2, 2)).toBe('Zed');
    expect(active()).toBe('3,2');
    await expect.poll(savedIds, { timeout: 3000 }).toContain('b2');
  });

  it('F2 edits the value in place; Escape cancels and leaves the cell as it was', async () => {
    await open('brands');
    await clickCell(1, 2);
    await userEvent.keyboard('{F2}');
    expect(input()?.value).toBe('Alpha');
    await userEvent.keyboard('{ArrowLeft}X');
    // In an F2 edit the arrows move the caret, not the cell.
    expect(input()?.value).toBe('AlphXa');
    expect(active()).toBe('1,2');
    await userEvent.keyboard('{Escape}');
    expect(text(1, 2)).toBe('Alpha');
    expect(input()?.className).toContain('idle');
    // Typing over a cell replaces it, and Escape throws that away too.
    await userEvent.keyboard('Q{Escape}');
    expect(text(1, 2)).toBe('Alpha');
  });

  it('Ctrl+Z undoes and Ctrl+Y redoes each edit as one step', async () => {
    await open('brands');
    await clickCell(1, 1);
    await userEvent.keyboard('X1{Enter}');
    await userEvent.keyboard('X2{Enter}');
    expect([text(1, 1), text(2, 1)]).toEqual(['X1', 'X2']);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect([text(1, 1), text(2, 1)]).toEqual(['X1', 'BB']);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect([text(1, 1), text(2, 1)]).toEqual(['AA', 'BB']);
    await userEvent.keyboard('{Control>}y{/Control}');
    expect(text(1, 1)).toBe('X1');
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(text(2, 1)).toBe('X2');
    await expect.element(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  it('Delete clears the selected range in one step; typing past the last row adds one', async () => {
    await open('brands');
    await clickCell(1, 1);
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}{Delete}');
    expect([text(1, 1), text(1, 2), text(2, 1), text(2, 2)]).toEqual(['', '', '', '']);
    expect(text(3, 1)).toBe('CC');
    // The empty codes are errors on their cells.
    expect(cellEl(1, 1)?.getAttribute('aria-invalid')).toBe('true');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect([text(1, 1), text(2, 2)]).toEqual(['AA', 'Beta']);
    await clickCell(4, 1);
    await userEvent.keyboard('DD{Enter}');
    expect(text(4, 1)).toBe('DD');
    await expect
      .poll(() => document.querySelector('#grid-tab-brands')?.textContent)
      .toContain('4 rows');
  });
});

describe('catalog grid permissions', () => {
  it('without the write permission the grid is read-only, with a notice naming it', async () => {
    await open('products', profileOf(['kikan_masters_write']));
    await expect.element(page.getByText(/lacks the permission kikan_products_write/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add row' })).not.toBeInTheDocument();
    expect(page.getByRole('grid').element().getAttribute('aria-readonly')).toBe('true');
    await clickCell(1, 2);
    await userEvent.keyboard('Nope{Enter}{Delete}');
    expect(text(1, 2)).toBe('Coat');
    expect(savedIds()).toEqual([]);
    // The masters grids of the same connection stay editable.
    await page.getByRole('tab', { name: /Brands/ }).click();
    await expect.element(page.getByRole('button', { name: 'Add row' })).toBeVisible();
    expect(document.querySelector('.notice-warning')).toBeNull();
  });
});

describe('SKU matrix dialog', () => {
  it('Enter on the SKU cell opens the matrix; ticks and added sizes become the summary', async () => {
    await open('products');
    expect(text(1, 4)).toBe('NV: M');
    await clickCell(1, 4);
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'SKUs of P-1' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('checkbox', { name: 'NV M' })).toBeChecked();
    await dialog.getByRole('button', { name: 'XS–XXL' }).click();
    await dialog.getByRole('checkbox', { name: 'NV S' }).click();
    await dialog.getByLabelText('Color code').fill('IV');
    await dialog.getByRole('button', { name: 'Add' }).first().click();
    await dialog.getByRole('checkbox', { name: 'Every size of IV' }).click();
    await dialog.getByRole('button', { name: 'Apply (8 SKUs)' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    // The product's own SKUs come first, then the new ones in the matrix's order.
    expect(text(1, 4)).toBe('NV: M S · IV: XS S M L XL XXL');
    // One undo step takes the whole matrix edit back.
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(text(1, 4)).toBe('NV: M');
  });

  it('Cancel leaves the SKUs as they were', async () => {
    await open('products');
    await clickCell(1, 4);
    await userEvent.dblClick(page.elementLocator(cellEl(1, 4) as HTMLElement));
    const dialog = page.getByRole('dialog', { name: 'SKUs of P-1' });
    await dialog.getByRole('checkbox', { name: 'NV M' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(text(1, 4)).toBe('NV: M');
    // The keys are the grid's again.
    await expect.poll(() => document.activeElement === input()).toBe(true);
    await userEvent.keyboard('{ArrowLeft}');
    expect(active()).toBe('1,3');
  });
});

describe('known codes from the sent catalog', () => {
  it('a brand only the sent catalog knows is not flagged; it is again once no longer known', async () => {
    await open('products', profileOf(), { brands: ['SENT'], colors: [] });
    // Row 2 names brand SENT, which no draft holds.
    await expect.poll(() => cellEl(2, 3)?.className).not.toContain('mark-warning');
    expect(cellEl(1, 3)?.className).not.toContain('mark-warning');
    // An import ends; the sent codes are asked again (here: a catalog that lacks SENT).
    bridge().answer({ 'sent.codes': () => ({ brands: [], colors: [] }) });
    const profileId = (
      bridge().calls.find((c) => c.name === 'sent.codes')?.input as {
        profileId: string;
      }
    ).profileId;
    const asked = (): number => bridge().calls.filter((c) => c.name === 'sent.codes').length;
    const before = asked();
    // Another connection's import ends first, then this one's: only the second asks again.
    bridge().emit('imports.progress', { importId: 'i-1', profileId: 'p-x', state: 'done' });
    bridge().emit('imports.progress', { importId: 'i-2', profileId, state: 'done' });
    await expect.poll(() => cellEl(2, 3)?.className).toContain('mark-warning');
    expect(asked()).toBe(before + 1);
    expect(cellEl(2, 3)?.getAttribute('title')).toMatch(/The brand SENT is not in the brands grid/);
  });
});

describe('a credential typed into a cell', () => {
  it('is marked as not saved or sent, without repeating it', async () => {
    await open('brands');
    await clickCell(2, 2);
    await userEvent.keyboard('svc_tok_0a1b2c3d{Enter}');
    await expect.poll(() => cellEl(2, 2)?.getAttribute('aria-invalid')).toBe('true');
    expect(cellEl(2, 2)?.getAttribute('title')).toMatch(
      /This looks like a credential; it will not be saved or sent/,
    );
    expect(cellEl(2, 2)?.getAttribute('title')).not.toContain('svc_tok_');
  });
});
