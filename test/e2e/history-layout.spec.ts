import { expect, test } from './support/fixtures.ts';
import { expectMainFits } from './support/layout.ts';
import { activeProfile, journalRefused, journalUnfinished, sendImport } from './support/imports.ts';

// History, an import's detail, the Sent view and the unfinished-import prompt at the sizes and
// themes staff use, English and Japanese: nothing wider than the window. Screenshots go to the
// test's output folder for a human look; nothing compares them (layout only).

const sizes = [
  { width: 1280, height: 800 },
  { width: 800, height: 600 },
];

for (const language of ['en', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`History, Sent and the prompt fit the window (${language}, ${theme})`, async ({
      app,
      connect,
      page,
      standIn,
    }, testInfo) => {
      test.setTimeout(90_000);
      await connect.connectWithToken('Look', standIn.url, standIn.app('demo', 'full').token);
      const profileId = await activeProfile(app);
      await sendImport(app, profileId);
      const refused = journalRefused(app, profileId);
      journalUnfinished(app, profileId, 'LK', [0]);
      await app.core.handlers['settings.update']({ language, theme }, {});
      await page.emulateMedia({ colorScheme: theme });
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const prompt = page.locator('.import-prompt');
      for (const size of sizes) {
        await page.setViewportSize(size);
        const tag = `${language}-${theme}-${size.width}x${size.height}`;
        const shoot = async (name: string) => {
          await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
          // The screen scrolls down, never sideways (tables scroll inside their own box).
          await expectMainFits(page);
          await page.screenshot({ path: testInfo.outputPath(`${name}-${tag}.png`) });
        };
        await page.goto(`${app.bridge.url}#/history`);
        await expect(prompt).toBeVisible();
        await expect(page.locator('tr[data-import-id]')).toHaveCount(3);
        await shoot('history');
        await page.goto(`${app.bridge.url}#/history/${refused}`);
        await expect(page.locator('section[data-request="2"]')).toBeVisible();
        await shoot('detail');
        await page.goto(`${app.bridge.url}#/sent`);
        await expect(page.getByTestId('sent-table')).toBeVisible();
        await shoot('sent');
      }
      // The question "edit again" asks, and the statement a drop leaves, at the small size.
      const tag = `${language}-${theme}`;
      await page.getByTestId('sent-table').locator('tr[data-code="P-H1"] input').check();
      const editAgain = page.locator('.sent-actions .button.primary');
      await editAgain.click();
      await expect(page.getByTestId('sent-done')).toBeVisible();
      await editAgain.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`sent-conflict-${tag}.png`) });
      await page.keyboard.press('Escape');
      await prompt.locator('.import-prompt-actions .button').nth(1).click();
      await prompt.locator('.button.danger').click();
      await expect(page.getByTestId('import-prompt-note')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`prompt-dropped-${tag}.png`) });
    });
  }
}
