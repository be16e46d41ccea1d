import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { active, clickCell, DRAFTS, open, profileOf, text } from './support/catalog-editor.tsx';

// Typing rows in as a spreadsheet user does, with real keys in Chromium: Enter goes down one row
// (never into another column), Tab right, Enter after a run of Tabs back to the run's first
// column, and the new-row line below the last row takes new rows. The bridge is a stand-in
// (support/fake-bridge.ts): main cannot run in this page.

beforeEach(() => {
  document.body.innerHTML = '';
});

/** Every cell of the grid's filled rows, row by row. */
function cells(cols: number): string[][] {
  const out: string[][] = [];
  for (let row = 1; text(row, 1) !== null && !isNewLine(row); row += 1) {
    out.push(Array.from({ length: cols }, (_, c) => text(row, c + 1) ?? '?'));
  }
  return out;
}
const isNewLine = (row: number) =>
  document
    .querySelector(`[role=row][aria-rowindex="${String(row + 1)}"]`)
    ?.classList.contains('new-row') === true;

describe('typing rows in with Enter and Tab', () => {
  it('Enter down a column from the last row adds rows in that column and moves nothing', async () => {
    await open('brands');
    await clickCell(3, 2);
    await userEvent.keyboard('A{Enter}B{Enter}C{Enter}');
    expect(cells(2)).toEqual([
      ['AA', 'Alpha'],
      ['BB', 'Beta'],
      ['CC', 'A'],
      ['', 'B'],
      ['', 'C'],
    ]);
    expect(active()).toBe('6,2');
    expect(isNewLine(6)).toBe(true);
  });

  it('Tab runs return to their start column; Tab past the last column goes to the next row', async () => {
    await open('products', profileOf(), undefined, () => ({ ...DRAFTS, products: [] }));
    await clickCell(1, 1);
    await userEvent.keyboard('P-1{Tab}Coat{Tab}AA{Enter}');
    expect(active()).toBe('2,1');
    await userEvent.keyboard('P-2{Tab}Shirt{Enter}');
    expect(active()).toBe('3,1');
    // A run starting in the second column comes back to it.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowRight}');
    await userEvent.keyboard('Long coat{Tab}BB{Enter}');
    expect(active()).toBe('2,2');
    // An arrow ends the run: Enter then stays in the column it is in.
    await userEvent.keyboard('{Tab}{ArrowRight}{ArrowLeft}{Enter}');
    expect(active()).toBe('3,3');
    // Tab past the last column wraps to the next row's first cell, here the new-row line.
    await clickCell(2, 3);
    await userEvent.keyboard('{Tab}{Tab}');
    expect(active()).toBe('3,1');
    await userEvent.keyboard('P-3{Tab}{Tab}CC{Tab}{Tab}');
    expect(active()).toBe('4,1');
    expect(cells(3)).toEqual([
      ['P-1', 'Long coat', 'BB'],
      ['P-2', 'Shirt', ''],
      ['P-3', '', 'CC'],
    ]);
    // Shift+Enter goes up in the same column; Shift+Tab from the first column to the row above.
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(active()).toBe('3,1');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(active()).toBe('2,4');
  });

  it('inside a selected range, Enter and Tab cycle through it and keep it', async () => {
    await open('brands');
    await clickCell(1, 1);
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
    await userEvent.keyboard('{Enter}');
    expect(active()).toBe('2,1');
    await userEvent.keyboard('{Enter}');
    expect(active()).toBe('1,2');
    await userEvent.keyboard('{Tab}');
    expect(active()).toBe('2,1');
    expect(document.querySelectorAll('.grid-cell.selected')).toHaveLength(4);
  });
});

describe('the grid keeps the keys after a toolbar button', () => {
  it('after Add row, Remove rows, Undo and Redo the next keys go to the same cell', async () => {
    await open('brands');
    await clickCell(1, 1);
    await page.getByRole('button', { name: 'Add row' }).click();
    expect(active()).toBe('2,1');
    await userEvent.keyboard('NEW{Enter}');
    expect(cells(2)).toEqual([
      ['AA', 'Alpha'],
      ['NEW', ''],
      ['BB', 'Beta'],
      ['CC', 'Gamma'],
    ]);
    await clickCell(2, 1);
    await page.getByRole('button', { name: 'Remove rows' }).click();
    expect(cells(2).map((row) => row[0])).toEqual(['AA', 'BB', 'CC']);
    // Ctrl+Z right after the click undoes the removal.
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(cells(2).map((row) => row[0])).toEqual(['AA', 'NEW', 'BB', 'CC']);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(cells(2).map((row) => row[0])).toEqual(['AA', '', 'BB', 'CC']);
    await page.getByRole('button', { name: 'Redo' }).click();
    expect(active()).toBe('2,1');
    await userEvent.keyboard('{ArrowDown}X{Tab}');
    expect(cells(2)).toEqual([
      ['AA', 'Alpha'],
      ['NEW', ''],
      ['X', 'Beta'],
      ['CC', 'Gamma'],
    ]);
    expect(active()).toBe('3,2');
  });
});

describe('the grid keeps the keys after the file dialog', () => {
  it('closing Open file hands the keys back to the active cell', async () => {
    await open('brands');
    await clickCell(2, 2);
    await page.getByRole('button', { name: 'Open file…' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement?.className ?? '').toContain('grid-input');
    await userEvent.keyboard('Typed{Enter}');
    expect(text(2, 2)).toBe('Typed');
  });
});

describe('Ctrl+Arrow, Ctrl+Shift+Arrow and Ctrl+R', () => {
  it('jump to the data’s edge, extend to it, and fill right in one undo step', async () => {
    await open('brands');
    await clickCell(1, 1);
    await userEvent.keyboard('{Control>}{ArrowDown}{/Control}');
    expect(active()).toBe('3,1');
    // The new-row line below is no data: the jump stops at the last row.
    await userEvent.keyboard('{Control>}{ArrowDown}{/Control}');
    expect(active()).toBe('3,1');
    await userEvent.keyboard('{Control>}{ArrowRight}{/Control}');
    expect(active()).toBe('3,2');
    // A blank cell splits the column: from a filled cell before it, to the next filled one.
    await clickCell(2, 1);
    await userEvent.keyboard('{Delete}');
    await clickCell(1, 1);
    await userEvent.keyboard('{Control>}{ArrowDown}{/Control}');
    expect(active()).toBe('3,1');
    await userEvent.keyboard('{Control>}z{/Control}');
    // Ctrl+Shift+Arrow grows the range from the cell to the edge.
    await clickCell(1, 2);
    await userEvent.keyboard('{Control>}{Shift>}{ArrowDown}{/Shift}{/Control}');
    expect(active()).toBe('1,2');
    expect(document.querySelectorAll('.grid-cell.selected')).toHaveLength(3);
    // Ctrl+R copies the range's leftmost column to the right.
    await clickCell(1, 1);
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}{Control>}r{/Control}');
    expect(cells(2)).toEqual([
      ['AA', 'AA'],
      ['BB', 'BB'],
      ['CC', 'Gamma'],
    ]);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(cells(2)).toEqual([
      ['AA', 'Alpha'],
      ['BB', 'Beta'],
      ['CC', 'Gamma'],
    ]);
  });
});

/** A paste event as the browser sends it (the test runner cannot grant clipboard access). */
function paste(textToPaste: string) {
  const data = new DataTransfer();
  data.setData('text/plain', textToPaste);
  document
    .querySelector('.grid-input')
    ?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
}

describe('a pasted block with its header line', () => {
  it('is pasted without the line, says so, and can paste it too or be undone', async () => {
    await open('brands');
    await clickCell(4, 1);
    paste('コード\t名称\r\nDD\tDelta\r\nEE\tEpsilon\r\n');
    await expect.poll(() => cells(2)).toHaveLength(5);
    expect(cells(2).slice(3)).toEqual([
      ['DD', 'Delta'],
      ['EE', 'Epsilon'],
    ]);
    const note = page.getByRole('status').filter({ hasText: 'named the columns (コード, 名称)' });
    await expect.element(note).toBeVisible();
    // The header line too: as if the whole block had been pasted.
    await note.getByRole('button', { name: 'Paste the header line too' }).click();
    await expect
      .poll(() => cells(2).slice(3))
      .toEqual([
        ['コード', '名称'],
        ['DD', 'Delta'],
        ['EE', 'Epsilon'],
      ]);
    await expect.element(note).not.toBeInTheDocument();
    // Ctrl+Z takes the header line back out, leaving the paste without it.
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect
      .poll(() => cells(2).slice(3))
      .toEqual([
        ['DD', 'Delta'],
        ['EE', 'Epsilon'],
      ]);

    // Undo from the note takes back the whole paste.
    await clickCell(1, 1);
    paste('Code\tName\r\nA1\tOne\r\n');
    await expect.poll(() => text(1, 1)).toBe('A1');
    await page.getByRole('button', { name: 'Undo the paste' }).click();
    await expect.poll(() => cells(2)[0]).toEqual(['AA', 'Alpha']);
    // The grid has the keys again.
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('2,1');

    // The note goes away with the next edit; data is pasted as it is.
    await clickCell(1, 1);
    paste('Code\tName\r\nA1\tOne\r\n');
    await expect.element(page.getByText(/named the columns/)).toBeVisible();
    await userEvent.keyboard('X{Enter}');
    await expect.element(page.getByText(/named the columns/)).not.toBeInTheDocument();
    paste('AA\tAlpha\r\nBB\tBeta\r\n');
    await expect.poll(() => text(1, 1)).toBe('AA');
    expect(document.querySelector('.paste-note')).toBeNull();
  });
});
