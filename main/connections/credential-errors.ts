import type { CredentialProblem } from '../../app/credentials.ts';
import { KikanError } from '../../app/errors.ts';

/** Turns a local credential check into the field error the connect form shows. */
export function credentialError(problem: CredentialProblem): KikanError {
  const message =
    problem.code === 'test_secret_on_production'
      ? 'A test secret (svc_sec_test_) cannot be used with the production host.'
      : `This should start with ${problem.expected}.`;
  return new KikanError({
    kind: 'invalid_input',
    message,
    fields: [{ path: problem.field, message }],
  });
}

export function notConnected(): KikanError {
  return new KikanError({
    kind: 'not_connected',
    message: 'No connection is active. Connect to a workspace first.',
  });
}

export function unknownProfile(): KikanError {
  return new KikanError({
    kind: 'invalid_input',
    message: 'That connection no longer exists.',
    fields: [{ path: 'profileId', message: 'Unknown connection.' }],
  });
}
