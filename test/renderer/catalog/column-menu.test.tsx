import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ColumnMenu } from '../../../renderer/src/catalog/header/ColumnMenu.tsx';
import { ColumnMenuButton } from '../../../renderer/src/catalog/header/ColumnMenuButton.tsx';
import { FilterSummary } from '../../../renderer/src/catalog/header/FilterSummary.tsx';
import { useColumnFilters } from '../../../renderer/src/catalog/header/use-column-filters.ts';
import { cellText } from '../../../renderer/src/catalog/model/view.ts';
import { useGridViews } from '../../../renderer/src/catalog/use-grid-views.ts';
import type { CatalogData } from '../../../renderer/src/drafts/catalog-data.ts';
import { renderWithApp } from '../support/render.tsx';
import { catalog, product } from './fixtures.ts';

// A catalog grid's header menu with the grid's own view state: sort, the values list with its
// counts, search, "(Select all)", text conditions, the keyboard (arrows, Space, Enter, Escape),
// and the count of rows shown.

const DATA: CatalogData = catalog({
  products: [
    product('p1', 1, 'A-1', ['NV/S', 'BK/M'], { brand_code: 'KK', name: 'Cotton shirt' }),
    product('p2', 2, 'A-2', ['IV/S'], { brand_code: 'AB', name: 'Linen shirt' }),
    product('p3', 3, 'A-3', ['NV/L'], { brand_code: 'KK', name: 'Wool coat' }),
    product('p4', 4, 'A-4', [], { brand_code: '', name: 'Cap' }),
  ],
});
// The views' columns in their own order, none hidden or frozen (the menu names columns by index).
const column = (key: string, label: string, index: number) => ({
  key,
  label,
  width: 100,
  index,
  frozen: false,
  left: 56 + index * 100,
});
const COLUMNS = {
  products: [
    column('product_code', 'Product code', 0),
    column('name', 'Name', 1),
    column('brand_code', 'Brand code', 2),
    column('skus', 'SKUs', 3),
  ],
  skus: [
    column('product_code', '品番', 0),
    column('name', '名称', 1),
    column('brand_code', 'ブランドコード', 2),
    column('color_code', 'カラーコード', 3),
    column('size_code', 'サイズコード', 4),
  ],
};

function Harness(props: { view: 'products' | 'skus'; data?: CatalogData }) {
  const columns = COLUMNS[props.view];
  const data = props.data ?? DATA;
  const views = useGridViews(props.view, data, true);
  const control = useColumnFilters(props.view, data, views);
  const { rows } = views;
  return (
    <div>
      {columns.map((column, col) => (
        <ColumnMenuButton key={column.key} control={control} col={col} label={column.label} />
      ))}
      <FilterSummary
        view={props.view}
        shown={rows.length}
        total={control.total}
        columns={control.filtered}
        canClear={control.filtered.length > 0}
        onClear={control.clearAll}
      />
      <ol aria-label="Rows">
        {Array.from({ length: rows.length }, (_, r) => (
          <li key={r}>{cellText(props.view, data, rows.entry[r] ?? 0, rows.sku[r] ?? -1, 0)}</li>
        ))}
      </ol>
      <ColumnMenu control={control} columns={columns} />
    </div>
  );
}

const rowTexts = (screen: Awaited<ReturnType<typeof renderWithApp>>) =>
  screen
    .getByRole('list', { name: 'Rows' })
    .getByRole('listitem')
    .elements()
    .map((li) => li.textContent);

describe('a catalog column header menu', () => {
  it('lists the values with counts and the blanks, searches them, filters by one', async () => {
    const screen = await renderWithApp(<Harness view="products" />);
    await screen.getByRole('button', { name: 'Brand code: sort and filter' }).click();
    const menu = screen.getByRole('dialog', { name: 'Brand code: sort and filter' });
    await expect.element(menu.getByRole('button', { name: 'Sort A → Z' })).toHaveFocus();
    const values = menu.getByRole('group', { name: 'Values of Brand code' });
    await expect.element(values.getByRole('checkbox', { name: 'AB (1)' })).toBeChecked();
    await expect.element(values.getByRole('checkbox', { name: 'KK (2)' })).toBeChecked();
    await expect.element(values.getByRole('checkbox', { name: '(Blanks) (1)' })).toBeChecked();
    await menu.getByRole('searchbox', { name: 'Search values' }).fill('k');
    await expect.element(values.getByRole('checkbox', { name: 'AB (1)' })).not.toBeInTheDocument();
    await expect
      .element(values.getByRole('checkbox', { name: '(Select all search results)' }))
      .toBeChecked();
    await menu.getByRole('button', { name: 'OK' }).click();
    await expect.element(menu).not.toBeInTheDocument();
    expect(rowTexts(screen)).toEqual(['A-1', 'A-3']);
    await expect
      .element(screen.getByTestId('filter-summary').getByRole('status'))
      .toHaveTextContent('2 of 4 products');
    await expect
      .element(screen.getByRole('button', { name: 'Brand code: sort and filter (filtered)' }))
      .toHaveFocus();
  });

  it('draws a long values list as it is scrolled, up to 500, and says a search finds the rest', async () => {
    const many = catalog({
      products: Array.from({ length: 700 }, (_, i) =>
        product(`p${i}`, i + 1, `A-${i}`, [], { brand_code: `B${String(i).padStart(3, '0')}` }),
      ),
    });
    const screen = await renderWithApp(<Harness view="products" data={many} />);
    await screen.getByRole('button', { name: 'Brand code: sort and filter' }).click();
    const menu = screen.getByRole('dialog', { name: 'Brand code: sort and filter' });
    const values = menu.getByRole('group', { name: 'Values of Brand code' });
    await expect.element(values.getByRole('checkbox', { name: 'B000 (1)' })).toBeChecked();
    const drawn = () => values.getByRole('checkbox').elements().length - 1;
    expect(drawn()).toBeLessThan(100);
    await expect
      .element(menu.getByText('First 500 of 700 values: search to find the others.'))
      .toBeVisible();
    // Scrolled to the end again and again, the box draws every value it can reach.
    const box = values.element() as HTMLElement;
    await expect
      .poll(
        () => {
          box.scrollTop = box.scrollHeight;
          box.dispatchEvent(new Event('scroll'));
          return drawn();
        },
        { timeout: 20_000 },
      )
      .toBe(500);
    await menu.getByRole('searchbox', { name: 'Search values' }).fill('B699');
    await expect.element(values.getByRole('checkbox', { name: 'B699 (1)' })).toBeChecked();
  });

  it('walks the values with the arrows, unticks with Space, applies with Enter, closes with Escape', async () => {
    const screen = await renderWithApp(<Harness view="products" />);
    const button = screen.getByRole('button', { name: 'Brand code: sort and filter' });
    await button.click();
    const menu = screen.getByRole('dialog', { name: 'Brand code: sort and filter' });
    // Escape closes without a change, the focus back on the button.
    await userEvent.keyboard('{Escape}');
    await expect.element(menu).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(menu.getByRole('button', { name: 'Sort A → Z' })).toHaveFocus();
    const all = menu.getByRole('checkbox', { name: '(Select all)' });
    await all.click();
    await expect.element(all).not.toBeChecked();
    // From "(Select all)", Down twice reaches KK; Space ticks it; Enter applies.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(menu.getByRole('checkbox', { name: 'KK (2)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(menu.getByRole('checkbox', { name: 'KK (2)' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect.element(menu).not.toBeInTheDocument();
    expect(rowTexts(screen)).toEqual(['A-1', 'A-3']);
  });

  it('combines a second column’s condition, sorts from the menu, clears all', async () => {
    const screen = await renderWithApp(<Harness view="products" />);
    await screen.getByRole('button', { name: 'Brand code: sort and filter' }).click();
    let menu = screen.getByRole('dialog');
    await menu.getByRole('checkbox', { name: 'AB (1)' }).click();
    await menu.getByRole('button', { name: 'OK' }).click();
    expect(rowTexts(screen)).toEqual(['A-1', 'A-3', 'A-4']);

    await screen.getByRole('button', { name: 'Name: sort and filter' }).click();
    menu = screen.getByRole('dialog');
    // The name list counts only the rows the brand filter keeps.
    await expect
      .element(menu.getByRole('checkbox', { name: 'Linen shirt (1)' }))
      .not.toBeInTheDocument();
    await menu.getByRole('combobox', { name: 'Text filter' }).selectOptions('Contains');
    await menu.getByRole('textbox', { name: 'Text to compare' }).fill('SHIRT');
    await userEvent.keyboard('{Enter}');
    expect(rowTexts(screen)).toEqual(['A-1']);
    await expect
      .element(screen.getByTestId('filter-summary').getByRole('status'))
      .toHaveTextContent('1 of 4 products');

    await screen.getByRole('button', { name: 'Product code: sort and filter' }).click();
    await screen.getByRole('dialog').getByRole('button', { name: 'Sort Z → A' }).click();
    await screen.getByRole('button', { name: 'Clear all filters' }).click();
    expect(rowTexts(screen)).toEqual(['A-4', 'A-3', 'A-2', 'A-1']);
    await expect.element(screen.getByTestId('filter-summary')).not.toBeInTheDocument();
  });

  it('keeps the SKU rows of a colour in the per-SKU view, in Japanese', async () => {
    const screen = await renderWithApp(<Harness view="skus" />, { language: 'ja' });
    await screen.getByRole('button', { name: 'カラーコード：並べ替えと絞り込み' }).click();
    const menu = screen.getByRole('dialog');
    await menu.getByRole('checkbox', { name: '（すべて選択）' }).click();
    await menu.getByRole('checkbox', { name: 'NV（2）' }).click();
    await menu.getByRole('button', { name: 'OK' }).click();
    expect(rowTexts(screen)).toEqual(['A-1', 'A-3']);
    await expect
      .element(screen.getByTestId('filter-summary').getByRole('status'))
      .toHaveTextContent('5 SKU 行中 2 行');
  });
});
