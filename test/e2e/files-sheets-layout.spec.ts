import { workbook } from '../support/workbooks.ts';
import { expect, test } from './support/files-harness-fixture.ts';

// The sheet picker and a file over a limit, light and dark, English and Japanese, at 1280×800
// and 900×600: the dialog fits the window and the message is whole. Screenshots go to the test's
// output folder for a human look; nothing compares them (layout only).

const wide = Buffer.from(Array.from({ length: 150_000 }, (_, i) => `c${String(i)}`).join(','));

for (const language of ['en', 'ja'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const size of [
      { width: 1280, height: 800 },
      { width: 900, height: 600 },
    ]) {
      test(`sheets and limits fit ${size.width}x${size.height} (${language}, ${scheme})`, async ({
        harness: page,
        harnessUrl,
      }, testInfo) => {
        await page.setViewportSize(size);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${harnessUrl}?dialog=products&lang=${language}`);
        const dialog = page.getByRole('dialog');
        const tag = `${language}-${scheme}-${size.width}x${size.height}`;
        await dialog.locator('input[type=file]').setInputFiles({
          name: '2026秋冬_スタイル一覧.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: Buffer.from(await workbook()),
        });
        await expect(dialog.locator('.file-sheet select')).toHaveValue('1');
        await page.screenshot({ path: testInfo.outputPath(`sheets-${tag}.png`) });
        const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);

        await dialog.locator('.file-footer .button').first().click();
        await dialog.locator('input[type=file]').setInputFiles({
          name: 'とても長い名前のファイル_'.repeat(6) + '.csv',
          mimeType: 'text/csv',
          buffer: wide,
        });
        const alert = dialog.getByRole('alert');
        await expect(alert).toContainText('150,000');
        await page.screenshot({ path: testInfo.outputPath(`too-large-${tag}.png`) });
        await expect(alert).toBeInViewport({ ratio: 1 });
        expect(await alert.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(
          0,
        );
      });
    }
  }
}
