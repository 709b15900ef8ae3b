import { KeyportError } from '../../domain/errors/KeyportError';

/** The blockchain API answered a revoke call with `{success: false}`: the session still stands. */
export class SessionNotRevokedError extends KeyportError {
  override readonly name = 'SessionNotRevokedError';

  constructor(pci: string) {
    super('SESSION_NOT_REVOKED', 'The session could not be revoked', { details: `session ${pci}` });
  }
}
