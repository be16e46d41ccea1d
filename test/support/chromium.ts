// The one way tests and benchmarks start the system Chromium. Without the networking flags
// Chromium keeps calling home, and on a closed network that floods it with refused connections.

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export const chromiumLaunchOptions = (): { executablePath: string; args: string[] } => ({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
