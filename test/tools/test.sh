#!/usr/bin/env bash
# npm test: builds the app, runs the Vitest suites and the Playwright suite, and prints one
# summary line. On Linux without a session keychain it runs itself inside a throwaway one, so the
# keychain tests use a real Secret Service.
set -uo pipefail
cd "$(dirname "$0")/../.."

if [ "$(uname -s)" = "Linux" ] && [ -z "${KIKAN_TEST_KEYRING:-}" ] && command -v dbus-run-session >/dev/null \
  && command -v gnome-keyring-daemon >/dev/null; then
  export KIKAN_TEST_KEYRING=1
  exec bash test/tools/with-keyring.sh bash test/tools/test.sh "$@"
fi

mkdir -p test-results
rm -f test-results/unit.json test-results/e2e.json
status=0
# One build, the one that ships: the Vitest and Playwright runs below use these same files.
npx electron-vite build || exit 1
export KIKAN_APP_BUILT=1
# Both Vitest projects: node tests and the renderer's component tests (in Chromium).
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json || status=1
# Chromium runs headless; the Electron smoke test (where an Electron binary exists) needs a
# display, so a headless Linux box gets a virtual one.
if [ "$(uname -s)" = "Linux" ] && [ -z "${DISPLAY:-}" ] && command -v xvfb-run >/dev/null; then
  xvfb-run -a npx playwright test || status=1
else
  npx playwright test || status=1
fi
node test/tools/test-summary.ts test-results/unit.json test-results/e2e.json || status=1
exit "$status"
