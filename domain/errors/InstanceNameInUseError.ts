import { KeyportError } from './KeyportError';

/**
 * A page asked for a second live Keyport under a name another one still holds: both would keep
 * their state under the same stored keys and WalletConnect storage, and each would overwrite the
 * other's connection. The name is in the text so the host sees which one.
 */
export class InstanceNameInUseError extends KeyportError {
  override readonly name = 'InstanceNameInUseError';
  readonly instanceName: string;

  constructor(instanceName: string) {
    super(
      'INSTANCE_NAME_IN_USE',
      `A Keyport named "${instanceName}" is already live on this page: destroy it first, or give the new one another name`,
    );
    this.instanceName = instanceName;
  }
}
