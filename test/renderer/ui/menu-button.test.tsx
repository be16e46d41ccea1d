import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { GridExportMenu } from '../../../renderer/src/catalog/GridExportMenu.tsx';
import { ExportMenu } from '../../../renderer/src/vouchers/ExportMenu.tsx';
import { renderWithApp } from '../support/render.tsx';

// Both export menus are one MenuButton: the same opening, closing and focus, whatever they hold.
const menus = [
  {
    name: 'the catalog’s',
    button: 'Export',
    choice: 'Export CSV',
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

describe.each(menus)('$name export menu', ({ button, choice, render }) => {
  it('opens under its button and closes on Escape, giving the focus back', async () => {
    const screen = await renderWithApp(render([]));
    const toggle = screen.getByRole('button', { name: button, exact: true });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByRole('button', { name: choice })).not.toBeInTheDocument();
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('button', { name: choice })).toBeVisible();
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
    await expect.element(screen.getByRole('button', { name: choice })).toBeVisible();
    await screen.getByText('Elsewhere').click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByRole('button', { name: choice })).not.toBeInTheDocument();
  });

  it('closes on a choice, says which, and gives the focus back', async () => {
    const chosen: string[] = [];
    const screen = await renderWithApp(render(chosen));
    const toggle = screen.getByRole('button', { name: button, exact: true });
    await toggle.click();
    await screen.getByRole('button', { name: choice }).click();
    expect(chosen).toEqual(['csv']);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(toggle).toHaveFocus();
  });
});
