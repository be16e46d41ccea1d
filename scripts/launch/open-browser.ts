import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The command that opens a URL in the system browser on this platform, or null if none. */
export function browserCommand(
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  url: string,
): { command: string; args: string[] } | null {
  if (env['BROWSER'] === 'none') return null;
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // `start` is a cmd built-in; its first quoted argument is a window title.
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', url] };
  const found = (env['PATH'] ?? '')
    .split(delimiter)
    .some((dir) => dir !== '' && existsSync(join(dir, 'xdg-open')));
  const graphical = Boolean(env['DISPLAY'] ?? env['WAYLAND_DISPLAY']);
  return found && graphical ? { command: 'xdg-open', args: [url] } : null;
}

/** Opens the URL where a browser can be found; says nothing and changes nothing otherwise. */
export function openInBrowser(url: string): boolean {
  const command = browserCommand(process.platform, process.env, url);
  if (command === null) return false;
  try {
    const child = spawn(command.command, command.args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
    return true;
  } catch {
    return false;
  }
}
