import Encoding from 'encoding-japanese';
import { expect, test } from './support/files-harness-fixture.ts';

// The open-file dialog at the sizes and themes staff use: it fits the window (nothing cut off
// sideways, the confirm reachable), in light and dark, English and Japanese. Screenshots go to
// the test's output folder for a human look; nothing compares them (layout only).

const SHEET = [
  '品番,品名,ブランド,カラー,サイズ,メモ,担当者',
  ...Array.from({ length: 30 }, (_, i) => {
    const product = `P-${String(Math.floor(i / 3)).padStart(3, '0')}`;
    const name = i === 4 ? 'ジャケット' : `ウールコート ${Math.floor(i / 3)}`;
    return `${product},${name},BR${i % 4},${['NV', 'IV', 'BK'][i % 3] ?? 'NV'},${['S', 'M', 'L'][i % 3] ?? 'M'},,山田`;
  }),
].join('\r\n');

const sizes = [
  { width: 1280, height: 800 },
  { width: 960, height: 600 },
];

for (const language of ['en', 'ja'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const size of sizes) {
      test(`dialog fits ${size.width}x${size.height} (${language}, ${scheme})`, async ({
        harness: page,
        harnessUrl,
      }, testInfo) => {
        await page.setViewportSize(size);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${harnessUrl}?dialog=products&lang=${language}`);
        const dialog = page.getByRole('dialog');
        const tag = `${language}-${scheme}-${size.width}x${size.height}`;
        await page.screenshot({ path: testInfo.outputPath(`choose-${tag}.png`) });
        await dialog.locator('input[type=file]').setInputFiles({
          name: 'スタイル一覧_2026秋冬.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(
            Encoding.convert(Encoding.stringToCode(SHEET), { to: 'SJIS', from: 'UNICODE' }),
          ),
        });
        const confirm = dialog.locator('.file-footer .button.primary');
        await expect(confirm).toBeEnabled();
        await page.screenshot({ path: testInfo.outputPath(`mapping-${tag}.png`) });
        // Its products' rows disagree: the choice of what to keep, with the rows left out.
        const choice = dialog.getByTestId('disagreement-choice');
        await choice.scrollIntoViewIfNeeded();
        await choice.getByTestId('disagreement-left-out').locator('summary').click();
        await page.screenshot({ path: testInfo.outputPath(`disagreement-${tag}.png`) });
        const box = await dialog.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= size.width).toBe(true);
        expect(box && box.y >= 0 && box.y + box.height <= size.height).toBe(true);
        const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await confirm.scrollIntoViewIfNeeded();
        await expect(confirm).toBeInViewport();
      });
    }
  }
}
