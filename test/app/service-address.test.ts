import { describe, expect, it } from 'vitest';
import { isLoopbackHost, parseServiceAddress } from '../../app/service-address.ts';

// The service address is parsed once: scheme, host, port and an optional base path; https
// unless a loopback stand-in in a custom profile.

describe('parseServiceAddress', () => {
  it.each([
    ['https://api.example.com/', 'production', 'https://api.example.com'],
    ['  https://API.example.com:443/base/v2/ ', 'development', 'https://api.example.com/base/v2'],
    ['https://api.example.com:8443', 'production', 'https://api.example.com:8443'],
    ['http://127.0.0.1:4100', 'custom', 'http://127.0.0.1:4100'],
    ['http://127.9.8.7', 'custom', 'http://127.9.8.7'],
    ['http://localhost:9000/x', 'custom', 'http://localhost:9000/x'],
    ['http://[::1]:9000', 'custom', 'http://[::1]:9000'],
  ] as const)('keeps %s (%s) as %s', (text, kind, baseUrl) => {
    expect(parseServiceAddress(text, kind)).toMatchObject({ ok: true, address: { baseUrl } });
  });

  it.each([
    ['http://127.0.0.1:4100', 'production', 'https_required'],
    ['http://localhost', 'development', 'https_required'],
    ['http://api.example.com', 'custom', 'https_required'],
    ['http://128.0.0.1', 'custom', 'https_required'],
    ['http://127.0.0.1.evil.example', 'custom', 'https_required'],
    ['https://api.example.com/?next=http://169.254.169.254/', 'custom', 'query'],
    ['https://api.example.com/base?', 'custom', 'query'],
    ['https://api.example.com/#frag', 'custom', 'fragment'],
    ['https://user:pass@api.example.com', 'custom', 'user_info'],
    ['https://api.example.com@10.0.0.1', 'custom', 'user_info'],
    ['https://api.example.com/a/../admin', 'custom', 'path'],
    ['https://api.example.com/a%2F..', 'custom', 'path'],
    ['ftp://api.example.com', 'custom', 'scheme'],
    ['file:///etc/passwd', 'custom', 'scheme'],
    ['api.example.com', 'custom', 'not_an_address'],
  ] as const)('refuses %s (%s): %s', (text, kind, code) => {
    expect(parseServiceAddress(text, kind)).toMatchObject({ ok: false, problem: { code } });
  });

  it('checks only the shape when no host kind is given (a stored address read back)', () => {
    expect(parseServiceAddress('http://api.example.com').ok).toBe(true);
    expect(parseServiceAddress('http://api.example.com/?x=1').ok).toBe(false);
  });

  it('knows loopback hosts', () => {
    expect(['127.0.0.1', '127.255.255.254', 'localhost', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['10.0.0.1', '127.0.0', 'localhost.example', '[::2]'].some(isLoopbackHost)).toBe(false);
  });
});
