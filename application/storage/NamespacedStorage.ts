import { namespacedStorageKey } from '../../domain/storage/namespacedStorageKey';
import { DEFAULT_INSTANCE_NAME } from '../instance/InstanceName';
import { type Storage, type StorageAnswer } from '../ports/Storage';

/**
 * The deployment's store as one instance sees it: Keyport's keys under the instance's name
 * (`@keyport/<name>/…`), the default instance's and foreign keys unchanged. It wraps whatever
 * store is bound, so a store the setup brings (`ports.storage`) is namespaced too.
 */
export class NamespacedStorage implements Storage {
  private readonly namespace: string | undefined;

  constructor(
    private readonly store: Storage,
    instanceName: string,
  ) {
    this.namespace = instanceName === DEFAULT_INSTANCE_NAME ? undefined : instanceName;
  }

  getItem(key: string): StorageAnswer<string | null | undefined> {
    return this.store.getItem(this.keyOf(key));
  }

  setItem(key: string, value: string): StorageAnswer<void> {
    return this.store.setItem(this.keyOf(key), value);
  }

  removeItem(key: string): StorageAnswer<void> {
    return this.store.removeItem(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return namespacedStorageKey(key, this.namespace);
  }
}
