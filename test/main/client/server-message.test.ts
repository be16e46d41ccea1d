import { describe, expect, it } from 'vitest';
import { redactor } from '../../../main/client/redaction.ts';
import { MAX_MESSAGE_CHARS, serverMessage } from '../../../main/client/server-message.ts';

describe('serverMessage', () => {
  it.each([
    ['{"message":"Brand B9 does not exist."}', 'Brand B9 does not exist.'],
    [
      '{"error":"invalid_scope","error_description":"kikan_leases_read is not held"}',
      'kikan_leases_read is not held (invalid_scope)',
    ],
    ['{"error":{"code":"x","message":"Nested message"}}', 'Nested message'],
    ['{"detail":"Not allowed here"}', 'Not allowed here'],
    ['{"errors":[{"message":"first"},{"message":"second"}]}', 'first; second'],
    ['{"errors":["plain one"]}', 'plain one'],
    ['{"title":"Unprocessable"}', 'Unprocessable'],
    ['{"error":"too_many"}', 'too_many'],
    ['Service Unavailable', 'Service Unavailable'],
    ['<html><body><h1>502 Bad Gateway</h1></body></html>', '502 Bad Gateway'],
    ['{"status":500}', '{"status":500}'],
  ])('reads %s', (body, expected) => {
    expect(serverMessage(body)).toBe(expected);
  });

  it('gives null for an empty body', () => {
    expect(serverMessage('')).toBeNull();
    expect(serverMessage('   ')).toBeNull();
  });

  it('cuts a long raw body to a readable length', () => {
    const message = serverMessage('x'.repeat(5000)) ?? '';
    expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
    expect(message.endsWith('…')).toBe(true);
  });

  it('never repeats a secret the service echoed', () => {
    const token = 'svc_tok_echoed_secret_123';
    const message =
      serverMessage(`{"message":"token ${token} is unknown"}`, redactor([token])) ?? '';
    expect(message).not.toContain(token);
    expect(message).toContain('is unknown');
  });
});
