import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { GridExportMenu } from '../../../renderer/src/catalog/GridExportMenu.tsx';
import { MenuButton } from '../../../renderer/src/ui/MenuButton.tsx';
import { ColumnMenu } from '../../../renderer/src/vouchers/ColumnMenu.tsx';
import { ExportMenu } from '../../../renderer/src/vouchers/ExportMenu.tsx';
import { renderWithApp } from '../support/render.tsx';

// Both export menus are one MenuButton: the same opening, closing and focus, whatever they hold.
const menus = [
  {
    name: 'the catalog’s',
    button: 'Export',
    choice: 'Export CSV',
    choiceRole: 'button' as const,
    render: (chosen: string[]) => (
      <GridExportMenu
        onExport={(format) => {
          chosen.push(format);
        }}
      />
    ),
  },
  {
    name: 'the vouchers’',
    button: 'Export',
    choice: 'Export loaded rows as CSV',
    choiceRole: 'menuitem' as const,
    render: (chosen: string[]) => (
      <ExportMenu
        loadedRows={3}
        complete={false}
        querying={false}
        busy={false}
        fieldNames={false}
        onFieldNames={() => undefined}
        onExport={(format, all) => {
          chosen.push(`${format}${all ? ' all' : ''}`);
        }}
      />
    ),
  },
];

describe.each(menus)('$name export menu', ({ button, choice, choiceRole, render }) => {
  it('opens under its button and closes on Escape, giving the focus back', async () => {
    const screen = await renderWithApp(render([]));
    const toggle = screen.getByRole('button', { name: button, exact: true });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByRole(choiceRole, { name: choice })).not.toBeInTheDocument();
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole(choiceRole, { name: choice })).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Escape}');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(toggle).toHaveFocus();
  });

  it('closes on a click elsewhere', async () => {
    const screen = await renderWithApp(
      <div>
        <p>Elsewhere</p>
        {render([])}
      </div>,
    );
    const toggle = screen.getByRole('button', { name: button, exact: true });
    await toggle.click();
    await expect.element(screen.getByRole(choiceRole, { name: choice })).toBeVisible();
    await screen.getByText('Elsewhere').click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByRole(choiceRole, { name: choice })).not.toBeInTheDocument();
  });

  it('closes on a choice, says which, and gives the focus back', async () => {
    const chosen: string[] = [];
    const screen = await renderWithApp(render(chosen));
    const toggle = screen.getByRole('button', { name: button, exact: true });
    await toggle.click();
    await screen.getByRole(choiceRole, { name: choice }).click();
    expect(chosen).toEqual(['csv']);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(toggle).toHaveFocus();
  });
});

/** A menu of three choices, the middle one disabled, and a fourth: what the keys skip and reach. */
function Fruit(props: { chosen: string[] }) {
  return (
    <MenuButton label="Fruit" buttonClassName="button" panelClassName="menu-panel">
      {(close) =>
        ['Apple', 'Banana', 'Cherry', 'Damson'].map((name) => (
          <button
            key={name}
            type="button"
            role="menuitem"
            disabled={name === 'Banana'}
            onClick={() => {
              props.chosen.push(name);
              close();
            }}
          >
            {name}
          </button>
        ))
      }
    </MenuButton>
  );
}

describe('the menu’s keys', () => {
  it('opens from the keyboard on its first item; arrows move, wrap and skip disabled items', async () => {
    const chosen: string[] = [];
    const screen = await renderWithApp(<Fruit chosen={chosen} />);
    const toggle = screen.getByRole('button', { name: 'Fruit' });
    await expect.element(screen.getByRole('menu', { name: 'Fruit' })).not.toBeInTheDocument();
    (toggle.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('menu', { name: 'Fruit' })).toBeVisible();
    await expect.element(screen.getByRole('menuitem', { name: 'Apple' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('menuitem', { name: 'Cherry' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('menuitem', { name: 'Damson' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('menuitem', { name: 'Apple' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(screen.getByRole('menuitem', { name: 'Damson' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(screen.getByRole('menuitem', { name: 'Apple' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('menuitem', { name: 'Damson' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    expect(chosen).toEqual(['Cherry']);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(toggle).toHaveFocus();
  });

  it('opens on Enter at its first item, and Escape closes it back to the button', async () => {
    const screen = await renderWithApp(<Fruit chosen={[]} />);
    const toggle = screen.getByRole('button', { name: 'Fruit' });
    (toggle.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('menuitem', { name: 'Apple' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('menuitem', { name: 'Damson' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(toggle).toHaveFocus();
  });

  it('a pointer opens it without moving the focus into it', async () => {
    const screen = await renderWithApp(<Fruit chosen={[]} />);
    const toggle = screen.getByRole('button', { name: 'Fruit' });
    await toggle.click();
    await expect.element(screen.getByRole('menu', { name: 'Fruit' })).toBeVisible();
    await expect.element(toggle).toHaveFocus();
    // ArrowDown from the button goes into the open menu.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('menuitem', { name: 'Apple' })).toHaveFocus();
  });
});

function Columns() {
  const [prefs, setPrefs] = useState({
    order: ['id', 'status', 'note'],
    hidden: ['note'],
    widths: {},
  });
  return (
    <ColumnMenu
      prefs={prefs}
      onPrefs={(change) => {
        setPrefs(change);
      }}
      label={(field) => ({ id: 'Number', status: 'Status', note: 'Note' })[field] ?? field}
      optional={() => false}
    />
  );
}

describe('the Columns menu', () => {
  it('checks columns with the keyboard, and stays open while choosing', async () => {
    const screen = await renderWithApp(<Columns />);
    const toggle = screen.getByRole('button', { name: 'Columns' });
    (toggle.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    const number = screen.getByRole('menuitemcheckbox', { name: 'Number' });
    await expect.element(number).toHaveFocus();
    await expect.element(number).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{End}');
    // The last item: "move Note later" is disabled, so End lands on "move Note earlier".
    await expect.element(screen.getByRole('menuitem', { name: 'Move Note earlier' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    const note = screen.getByRole('menuitemcheckbox', { name: 'Note' });
    await expect.element(note).toHaveFocus();
    await expect.element(note).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard(' ');
    await expect.element(note).toHaveAttribute('aria-checked', 'true');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(toggle).toHaveFocus();
  });
});
