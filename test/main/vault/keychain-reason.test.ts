import { describe, expect, it } from 'vitest';
import { keychainReason, REASON } from '../../../main/vault/keychain-reason.ts';

// The messages below are what @napi-rs/keyring actually threw on Linux in these situations.
function libraryError(message: string, causeMessage?: string): Error {
  return new Error(
    message,
    causeMessage === undefined ? undefined : { cause: new Error(causeMessage) },
  );
}

describe('keychain failure reasons', () => {
  it('names a missing Secret Service for D-Bus failures', () => {
    expect(
      keychainReason(
        libraryError(
          'Platform failure: DBus error: Failed to connect to socket /nonexistent: No such file or directory',
        ),
      ),
    ).toBe(REASON.noService);
    expect(
      keychainReason(
        libraryError(
          'Platform failure',
          'Using X11 for dbus-daemon autolaunch was disabled at compile time',
        ),
      ),
    ).toBe(REASON.noService);
  });

  it('names a locked or missing keyring', () => {
    expect(
      keychainReason(
        libraryError("Couldn't access platform storage: Secret Service: no result found"),
      ),
    ).toBe(REASON.locked);
  });

  it('names a timeout', () => {
    const abort = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(keychainReason(abort)).toBe(REASON.timeout);
  });

  it('keeps only a short first line of anything else', () => {
    const reason = keychainReason(new Error(`Ambiguous entry ${'x'.repeat(500)}\nsecond line`));
    expect(reason).toMatch(/^The system keychain could not be used \(Ambiguous entry x+\)\.$/);
    expect(reason.length).toBeLessThan(220);
  });
});
