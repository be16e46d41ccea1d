import type { Locator, Page } from '@playwright/test';
import type { E2eApp } from './fixtures.ts';
import { expect } from './fixtures.ts';

// What the layout specs share: a screen opened in a language and theme, and the check that
// nothing in the main area is wider than the window. They check layout only: their screenshots
// are for a person to look at and are never compared with stored ones (see the README).

export interface Look {
  language: 'en' | 'ja';
  theme: 'light' | 'dark';
}

/** Opens `route` in the look's language and theme, set as the Settings screen sets them. */
export async function openInLook(
  page: Page,
  app: Pick<E2eApp, 'core' | 'bridge'>,
  look: Look,
  route: string,
) {
  await app.core.handlers['settings.update'](look, {});
  await page.emulateMedia({ colorScheme: look.theme });
  await page.goto(`${app.bridge.url}#${route}`);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', look.language);
}

/** The main area scrolls nothing sideways. */
export async function expectMainFits(page: Page) {
  const overflow = await page
    .locator('main')
    .evaluate((main) => main.scrollWidth - main.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Every axis label of a bar chart is drawn at least at the body's font size less a pixel, as
 * Chromium renders it: the label's font size times the scale its SVG is drawn at (a chart
 * scaled down to fit drew its labels about 7 px tall).
 */
export async function expectChartTextAtBodySize(page: Page, chartTestId: string) {
  const labels = page.getByTestId(chartTestId).locator('svg text');
  await expect(labels.first()).toBeVisible();
  const body = await page.evaluate(() =>
    Number.parseFloat(getComputedStyle(document.body).fontSize),
  );
  const measure = () =>
    labels.evaluateAll((nodes) =>
      nodes.map((node) => {
        const text = node as SVGTextElement;
        const scale = text.getScreenCTM()?.d ?? 0;
        return Number.parseFloat(getComputedStyle(text).fontSize) * scale;
      }),
    );
  // A label the chart is drawing again (a busy machine) has no size yet: measured once every
  // label has one.
  await expect
    .poll(async () => {
      const all = await measure();
      return all.length > 0 && all.every(Number.isFinite);
    })
    .toBe(true);
  const sizes = await measure();
  expect(sizes.length).toBeGreaterThan(0);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(body - 1);
}

/**
 * How far an input's placeholder, in the input's font, overflows its content box (≤ 0: it fits).
 * A search field's clear button is not counted: the grid's takes no room while the field is
 * empty (catalog.css).
 */
export async function placeholderOverflow(input: Locator): Promise<number> {
  return input.evaluate((el) => {
    const field = el as HTMLInputElement;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d');
    if (context === null) return Infinity;
    context.font = style.font;
    const text = context.measureText(field.placeholder).width;
    const box =
      field.clientWidth -
      Number.parseFloat(style.paddingLeft) -
      Number.parseFloat(style.paddingRight);
    return text - box;
  });
}
