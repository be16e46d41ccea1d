#!/usr/bin/env bash
# Runs a command with a working Secret Service (the Linux keychain), so the keychain tests can
# run headless, e.g. in CI:   bash test/tools/with-keyring.sh npx vitest run test/main/vault
#
# If the current session bus already has a Secret Service, the command just runs. Otherwise the
# command runs inside `dbus-run-session` next to a fresh, unlocked gnome-keyring whose files live
# in a temporary directory (removed afterwards). Only the daemon sees the temporary HOME; the
# command keeps the real HOME so tools such as npm still find their caches.
# Exits with the command's exit code. Needs: dbus (dbus-run-session, dbus-send), gnome-keyring.
set -euo pipefail

SECRETS_NAME=org.freedesktop.secrets

usage() {
  echo "usage: bash test/tools/with-keyring.sh <command> [args...]" >&2
  exit 2
}

# True when a Secret Service currently owns its name on the session bus in DBUS_SESSION_BUS_ADDRESS.
secret_service_answers() {
  [ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] || return 1
  dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.NameHasOwner "string:$SECRETS_NAME" 2>/dev/null | grep -q 'boolean true'
}

# Process id of whoever owns the Secret Service name on the session bus (empty if none).
secret_service_pid() {
  dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.GetConnectionUnixProcessID "string:$SECRETS_NAME" 2>/dev/null |
    awk '/uint32/ { print $2 }'
}

# Inside dbus-run-session: start the keyring on this bus, run the command, stop the keyring.
run_inside() {
  local tmp=$1
  shift
  mkdir -p "$tmp/home" "$tmp/data" "$tmp/config" "$tmp/cache" "$tmp/run"
  chmod 700 "$tmp/run"

  local output
  output=$(printf '%s\n' 'kikan-test-keyring' |
    env HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" \
      XDG_CACHE_HOME="$tmp/cache" XDG_RUNTIME_DIR="$tmp/run" \
      gnome-keyring-daemon --daemonize --unlock --components=secrets)
  # The daemon prints NAME=value lines (e.g. GNOME_KEYRING_CONTROL); export them for the command.
  local line
  while IFS= read -r line; do
    if [[ $line =~ ^([A-Z_][A-Z0-9_]*)=(.*)$ ]]; then
      export "${BASH_REMATCH[1]}=${BASH_REMATCH[2]}"
    fi
  done <<<"$output"

  # The daemon must serve the same bus the command will use; wait for it (bounded), else fail.
  local tries=0
  until secret_service_answers; do
    tries=$((tries + 1))
    if [ "$tries" -ge 50 ]; then
      echo "with-keyring: gnome-keyring did not appear on the session bus" >&2
      return 1
    fi
    sleep 0.1
  done
  local daemon_pid
  daemon_pid=$(secret_service_pid)

  local status=0
  "$@" || status=$?

  if [ -n "$daemon_pid" ]; then
    kill "$daemon_pid" 2>/dev/null || true
  fi
  return "$status"
}

if [ "${1:-}" = "--inside" ]; then
  [ $# -ge 3 ] || usage
  tmp=$2
  shift 2
  run_inside "$tmp" "$@" # under set -e, a failure exits with its own status
  exit 0
fi

[ $# -ge 1 ] || usage

if secret_service_answers; then
  exec "$@"
fi

for tool in dbus-run-session dbus-send gnome-keyring-daemon; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "with-keyring: $tool is missing (install dbus and gnome-keyring)" >&2
    exit 127
  fi
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/kikan-keyring.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
status=0
dbus-run-session -- bash "${BASH_SOURCE[0]}" --inside "$tmp" "$@" || status=$?
exit "$status"
