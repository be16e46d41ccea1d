import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { HeaderMenu, type HeaderMenuItem } from '../../../renderer/src/ui/HeaderMenu.tsx';
import { renderWithApp } from '../support/render.tsx';

// The column header menu of the voucher list (and later the catalog grids): an ARIA menu moved
// through with the arrow keys, chosen from with Enter, closed with Escape or a click outside,
// the focus back on its button; an item may open a panel in the menu's place.

function items(chosen: string[], frozen = true): HeaderMenuItem[] {
  const item = (id: string, extra: Partial<HeaderMenuItem> = {}): HeaderMenuItem => ({
    id,
    label: id,
    onSelect: () => {
      chosen.push(id);
    },
    ...extra,
  });
  return [
    item('Sort A to Z'),
    item('Sort Z to A'),
    item('Filter', { opensPanel: true }),
    item('Move left', { disabled: true }),
    item('Freeze', { checked: frozen }),
  ];
}

const render = (chosen: string[]) =>
  renderWithApp(
    <div>
      <p>Elsewhere</p>
      <HeaderMenu
        label="Supplier: column menu"
        items={items(chosen)}
        panel={(close) => (
          <div>
            <input aria-label="Search values" />
            <button type="button" onClick={close}>
              Apply
            </button>
          </div>
        )}
      />
    </div>,
  );

describe('HeaderMenu', () => {
  it('moves with the arrows (skipping a disabled item, wrapping), chooses with Enter', async () => {
    const chosen: string[] = [];
    const screen = await render(chosen);
    const button = screen.getByRole('button', { name: 'Supplier: column menu' });
    await button.click();
    await expect.element(screen.getByRole('menuitem', { name: 'Sort A to Z' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('menuitem', { name: 'Sort Z to A' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // "Move left" is disabled: the focus goes past it to the toggle.
    await expect.element(screen.getByRole('menuitemcheckbox', { name: 'Freeze' })).toHaveFocus();
    await expect
      .element(screen.getByRole('menuitemcheckbox', { name: 'Freeze' }))
      .toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('menuitem', { name: 'Sort A to Z' })).toHaveFocus();
    // Up from the first wraps to the last.
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(chosen).toEqual(['Freeze']);
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and on a click outside, the focus back on its button', async () => {
    const screen = await render([]);
    const button = screen.getByRole('button', { name: 'Supplier: column menu' });
    await button.click();
    await expect.element(screen.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
    // The arrow down on the button opens it too.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('menu')).toBeVisible();
    await screen.getByText('Elsewhere').click();
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
  });

  it('opens its panel from an item; Escape there closes the whole menu', async () => {
    const chosen: string[] = [];
    const screen = await render(chosen);
    const button = screen.getByRole('button', { name: 'Supplier: column menu' });
    await button.click();
    await screen.getByRole('menuitem', { name: 'Filter' }).click();
    expect(chosen).toEqual(['Filter']);
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: 'Search values' });
    await search.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(search).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
  });
});
