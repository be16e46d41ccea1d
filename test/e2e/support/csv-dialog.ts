import type { Locator, Page } from '@playwright/test';

// A CSV opened into the shown grid through its "Open file…" dialog, as a user picks one.

/** Opens the file dialog and chooses a CSV of these lines (CRLF between them): the dialog. */
export async function openCsv(
  page: Page,
  name: string,
  lines: readonly string[],
): Promise<Locator> {
  await page.getByRole('button', { name: 'Open file…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Choose a file…').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\r\n'), 'utf8'),
  });
  return dialog;
}
