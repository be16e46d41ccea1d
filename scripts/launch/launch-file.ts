import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The browser preview's address carries the run's key. A browser keeps the address it was
// started with in its command line, which every local user can read (/proc/<pid>/cmdline), so
// the browser is given a file instead: a page in a folder made for this run that only this user
// may enter (0700) and read (0600), which sends the browser on to the address with the key.

export interface LaunchFile {
  /** file:// address of the page: what the browser's command line shows. */
  url: string;
  path: string;
  remove(): void;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function launchPage(address: string): string {
  const href = escapeHtml(address);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="referrer" content="no-referrer">
<meta http-equiv="refresh" content="0;url=${href}">
<title>Kikan Desk</title>
</head>
<body><p><a href="${href}">Open Kikan Desk</a></p></body>
</html>
`;
}

export function writeLaunchFile(address: string, parent: string = tmpdir()): LaunchFile {
  const dir = mkdtempSync(join(parent, 'kikan-preview-'));
  chmodSync(dir, 0o700);
  const path = join(dir, 'open.html');
  writeFileSync(path, launchPage(address), { mode: 0o600, flag: 'wx' });
  return {
    url: pathToFileURL(path).href,
    path,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
