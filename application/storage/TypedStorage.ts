import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { decodeStoredValue, encodeStoredValue, type StorageEntry } from '../../domain/storage/StorageEntry';
import { StorageMirror, type SyncStorage } from './StorageMirror';

/**
 * Reads and writes the SPEC §3 storage entries through the instance's storage (the Storage port,
 * namespaced and mirrored: `StorageMirror`), each value checked by its codec. A value that does not decode (corrupt, foreign, from another version) reads as
 * nothing and is removed, so it cannot trip the next visit either.
 */
@injectable()
export class TypedStorage {
  constructor(@inject(StorageMirror) private readonly storage: SyncStorage) {}

  read<A, O>(entry: StorageEntry<A, O>): A | undefined {
    const raw = this.storage.getItem(entry.key);
    if (raw === null) return undefined;
    const decoded = decodeStoredValue(entry, raw);
    if (E.isRight(decoded)) return decoded.right;
    this.storage.removeItem(entry.key);
    return undefined;
  }

  write<A, O>(entry: StorageEntry<A, O>, value: A): void {
    this.storage.setItem(entry.key, encodeStoredValue(entry, value));
  }

  remove(entry: Pick<StorageEntry<unknown>, 'key'>): void {
    this.storage.removeItem(entry.key);
  }
}
