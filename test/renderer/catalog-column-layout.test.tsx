import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { active, bridge, cellEl, clickCell, input, open, text } from './support/catalog-editor.tsx';

// The grid's column layout in Chromium: the header's layout menu from a right-click and from
// Shift+F10, the keys skipping a hidden column, a paste skipping it, frozen columns staying in
// view while the grid scrolls sideways, and each change saved for the connection and view.

beforeEach(() => {
  document.body.innerHTML = '';
});

const headers = () =>
  [...document.querySelectorAll('.grid-header [role=columnheader][data-colkey]')].map(
    (h) => h.getAttribute('data-colkey') ?? '',
  );
const menu = () => page.getByRole('menu');
const saves = () =>
  bridge()
    .calls.filter((c) => c.name === 'catalog.saveColumnLayout')
    .map((c) => c.input as { view: string; layout: { order: string[]; hidden: string[] } });

function paste(textToPaste: string) {
  const data = new DataTransfer();
  data.setData('text/plain', textToPaste);
  input()?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
}

describe('catalog column layout', () => {
  it('hides a column from its header menu; arrows and a paste skip it', async () => {
    await open('products');
    const name = page.getByRole('columnheader', { name: 'Name', exact: true });
    await name.click({ button: 'right' });
    await expect.element(menu()).toBeVisible();
    await menu().getByRole('menuitem', { name: 'Hide column' }).click();
    expect(headers()).toEqual(['product_code', 'brand_code', 'skus']);
    expect(saves().at(-1)).toMatchObject({ view: 'products', layout: { hidden: ['name'] } });

    await clickCell(1, 1);
    await userEvent.keyboard('{ArrowRight}');
    expect(active()).toBe('1,2');
    expect(text(1, 2)).toBe('AA');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(active()).toBe('1,1');

    paste('Q-1\tKK');
    await expect.poll(() => text(1, 2)).toBe('KK');
    expect(text(1, 1)).toBe('Q-1');
    // The name, hidden between them in the product's own columns, is as it was.
    await clickCell(1, 1);
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await menu().getByRole('menuitem', { name: 'Show hidden columns…' }).click();
    await page.getByRole('checkbox', { name: 'Name' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(headers).toEqual(['product_code', 'name', 'brand_code', 'skus']);
    expect(text(1, 2)).toBe('Coat');
  });

  it('Shift+F10 on a cell opens its column’s menu; the arrow keys and Enter move the column', async () => {
    await open('brands');
    await clickCell(1, 1);
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await expect.element(menu()).toHaveAccessibleName('Code: column layout');
    // "Freeze up to this column" is where the code column is already: the first entry is Unfreeze.
    await expect.element(menu().getByRole('menuitem', { name: 'Unfreeze columns' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(menu().getByRole('menuitem', { name: 'Move right' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(menu()).not.toBeInTheDocument();
    expect(headers()).toEqual(['name', 'code']);
    expect(text(1, 2)).toBe('AA');
    // The focus is back in the grid.
    expect(document.activeElement).toBe(input());
    expect(saves().at(-1)?.layout.order).toEqual(['name', 'code']);
  });

  it('keeps frozen columns in view while the grid scrolls sideways', async () => {
    await open('skus');
    const scroller = document.querySelector<HTMLElement>('.grid-scroll');
    if (scroller === null) throw new Error('no grid');
    scroller.style.width = '520px';
    const code = () => cellEl(1, 1)?.getBoundingClientRect().left ?? NaN;
    const size = () => cellEl(1, 3)?.getBoundingClientRect().left ?? NaN;
    const brand = () => cellEl(1, 5)?.getBoundingClientRect().left ?? NaN;
    const [codeAt, sizeAt, brandAt] = [code(), size(), brand()];
    scroller.scrollLeft = 300;
    await expect.poll(brand).toBeLessThan(brandAt - 250);
    expect(code()).toBe(codeAt);
    expect(size()).toBe(sizeAt);
    expect(cellEl(1, 3)?.classList.contains('frozen-edge')).toBe(true);
    // Tab to the name (under the frozen part now) scrolls it out from under it.
    await clickCell(1, 3);
    await userEvent.keyboard('{Tab}');
    expect(active()).toBe('1,4');
    const frozenEnd = (cellEl(1, 3)?.getBoundingClientRect().right ?? NaN) + 1;
    await expect
      .poll(() => cellEl(1, 4)?.getBoundingClientRect().left ?? NaN)
      .toBeGreaterThanOrEqual(frozenEnd - 1);
  });

  it('a jump to a problem in a hidden column shows the column again', async () => {
    await open('products');
    await page
      .getByRole('columnheader', { name: 'Brand code', exact: true })
      .click({ button: 'right' });
    await menu().getByRole('menuitem', { name: 'Hide column' }).click();
    expect(headers()).toEqual(['product_code', 'name', 'skus']);
    // P-2 names the brand SENT, neither in the brands grid nor sent: a warning on its brand cell.
    const problems = document.querySelector<HTMLDetailsElement>('details.problem-list');
    if (problems !== null) problems.open = true;
    await page.getByRole('button', { name: /P-2 · Brand code/ }).click();
    await expect.poll(headers).toEqual(['product_code', 'name', 'brand_code', 'skus']);
    expect(active()).toBe('2,3');
    expect(text(2, 3)).toBe('SENT');
  });
});
