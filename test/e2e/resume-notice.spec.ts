import { join } from 'node:path';
import { openStore } from '../../main/store/index.ts';
import { activeProfile, journalUnfinished } from './support/imports.ts';
import { expect, test } from './support/fixtures.ts';

// A crash in the middle of a send: the core process is killed (SIGKILL) with an unfinished import
// in its journal; the new core resumes it by itself, and the window says so once, with the time
// it was interrupted (the user's language and time zone) and a link to it. A reload does not say
// it again.

test('an import resumed after a crash is announced once, with a link to it', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  test.setTimeout(150_000);
  await connect.connectWithToken('Crash', standIn.url, standIn.app('demo', 'full').token);
  const profileId = await activeProfile(app);
  await page.evaluate(() => {
    window.location.hash = '#/catalog/products';
  });
  const importId = journalUnfinished(app, profileId, 'RN', [0]);
  const store = openStore(join(app.userDataDir, 'kikan.sqlite'));
  const journalled = store.imports.get(importId);
  store.close();
  const lastWrite = journalled?.batches[0]?.updatedAt;
  if (lastWrite === undefined) throw new Error('not journalled');

  const before = await app.core.current();
  process.kill(before.pid ?? 0, 'SIGKILL');
  const notice = page.getByTestId('resumed-notice');
  await expect(notice).toBeVisible({ timeout: 60_000 });
  const time = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(
        Date.parse(iso),
      ),
    lastWrite,
  );
  await expect(notice).toContainText(`A send interrupted on ${time} was resumed.`);
  await expect
    .poll(
      async () =>
        (await app.core.handlers['imports.history']({ profileId }, {})).imports.find(
          (entry) => entry.importId === importId,
        )?.outcome,
      { timeout: 60_000 },
    )
    .toBe('done');
  // Said once: main no longer holds the notice once the window showed it.
  await expect
    .poll(
      async () =>
        (await app.core.handlers['imports.resumeNotices']({ profileId }, {})).notices.length,
    )
    .toBe(0);

  await notice.getByRole('link', { name: 'Show it' }).click();
  await expect(page).toHaveURL(new RegExp(`#/send/${importId}$`));
  await expect(page.getByTestId('results')).toBeVisible({ timeout: 30_000 });

  await page.evaluate(() => {
    window.location.hash = '#/catalog/products';
  });
  await page.reload();
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 30_000 });
  await expect(notice).toHaveCount(0);
});
