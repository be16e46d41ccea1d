import { homedir } from 'node:os';
import { join } from 'node:path';

// Where the stand-in keeps its database when --data is not given: the user's data folder.

export const DATA_SUBFOLDER = 'kikan-stand-in';

export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  if (platform === 'win32')
    return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), DATA_SUBFOLDER);
  if (platform === 'darwin')
    return join(homedir(), 'Library', 'Application Support', DATA_SUBFOLDER);
  const xdg = env.XDG_DATA_HOME;
  return join(xdg && xdg !== '' ? xdg : join(homedir(), '.local', 'share'), DATA_SUBFOLDER);
}
