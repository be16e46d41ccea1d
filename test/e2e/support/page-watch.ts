import type { Page } from '@playwright/test';

// What a page must not do in any test: break its Content-Security-Policy, or throw an error
// nothing caught (a render, an event handler, a timer). Either is a bug a test may not see on
// screen: a thrown timer can leave a grid drawn on its canvas with its rows never caught up.

export interface PageWatch {
  /** Console lines naming a Content-Security-Policy violation. */
  cspViolations: string[];
  /** Uncaught errors, with the first lines of their stacks. */
  pageErrors: string[];
}

export function watchPage(page: Page, into?: Partial<PageWatch>): PageWatch {
  const watch: PageWatch = {
    cspViolations: into?.cspViolations ?? [],
    pageErrors: into?.pageErrors ?? [],
  };
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) watch.cspViolations.push(message.text());
  });
  page.on('pageerror', (error) => {
    const stack = (error.stack ?? '').split('\n').slice(0, 6).join('\n');
    watch.pageErrors.push(stack === '' ? error.message : stack);
  });
  return watch;
}
