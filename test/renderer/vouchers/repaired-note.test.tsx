import { describe, expect, it } from 'vitest';
import { RepairedNote } from '../../../renderer/src/vouchers/RepairedNote.tsx';
import { renderWithApp } from '../support/render.tsx';

// The note a voucher list shows when cached rows it could not read were dropped from it.

describe('RepairedNote', () => {
  it('names the rows dropped, and says there were more', async () => {
    const screen = await renderWithApp(
      <RepairedNote
        repaired={{ dropped: 1_203, ids: ['PO-2', 'PO-4'], at: '2026-01-01T00:00:00Z' }}
      />,
    );
    const note = screen.getByTestId('repaired-note');
    await expect.element(note).toBeVisible();
    expect(note.element().textContent).toBe(
      '1,203 cached rows of this list could not be read and were left out: PO-2, PO-4, …. Refresh the list to read them again.',
    );
  });

  it('says it in Japanese, and nothing when no row was dropped', async () => {
    const screen = await renderWithApp(
      <div>
        <RepairedNote repaired={{ dropped: 1, ids: ['SO-9'], at: '2026-01-01T00:00:00Z' }} />
        <RepairedNote repaired={null} />
      </div>,
      { language: 'ja' },
    );
    const notes = screen.getByTestId('repaired-note');
    await expect.element(notes).toBeVisible();
    expect(notes.elements()).toHaveLength(1);
    // The number is held to its unit with a no-break space (lib/number-joins.ts).
    expect(notes.element().textContent).toContain(
      '1\u00a0行を読み取れなかったため除外しました: SO-9',
    );
  });
});
