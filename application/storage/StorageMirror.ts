import { type Observable, Subject, timer } from 'rxjs';
import { TIMING_MS } from '../../domain/constants/timing';
import { type StorageOperation } from '../../domain/events/storageErrorProperties';
import { type Clock } from '../ports/Clock';
import { type Storage, type StorageAnswer } from '../ports/Storage';
import { OrderedWrites, type WriteOutcome } from './OrderedWrites';
import { attempt, isLater } from './storageAnswers';

/** A store's method that failed: what was asked, for which key, and what it threw or rejected with. */
export interface StorageFailure {
  readonly operation: StorageOperation;
  readonly key: string;
  readonly error: unknown;
}

/** Keyport's storage as use cases see it: synchronous, and never throwing. */
export interface SyncStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The instance's synchronous view of its store, whether the store answers at once (localStorage,
 * memory) or later (IndexedDB, extension storage, React Native). Use cases read and write through
 * it synchronously, as they always did:
 *
 * - `hydrate()` reads every key Keyport owns once. A store that answers all of them at once keeps
 *   being read through (another tab's change is seen, as before); for one that answers later,
 *   reads come from memory, and start-up waits for the answers (at most
 *   `TIMING_MS.storageHydrationTimeout`). A value written meanwhile is newer than the stored one
 *   and stays.
 * - writes change memory at once and go to the store in order (`OrderedWrites`).
 * - nothing a store throws or rejects with reaches a visitor: it is reported on `failures$`, and
 *   the value stays in memory for this page (a key whose write failed is read from memory).
 */
export class StorageMirror implements SyncStorage {
  /** What the store failed to do; each operation on a key once until it succeeds again. */
  readonly failures$: Observable<StorageFailure>;
  private readonly failures = new Subject<StorageFailure>();
  private readonly reported = new Set<string>();
  /** Keyport's values as read at start or written since (`null`: none). */
  private readonly values = new Map<string, string | null>();
  /** Keys whose newest value is only in memory: its write is under way or failed. */
  private readonly held = new Set<string>();
  /** The newest write of each key, so an older write ending does not release a newer one. */
  private readonly newestWrite = new Map<string, number>();
  private writeCount = 0;
  private readonly writes = new OrderedWrites();
  /** `through` while the store answers at once; `memory` once it has answered later. */
  private reading: 'through' | 'memory' = 'through';
  /** Keys read at start whose answer has not come yet. */
  private readonly unanswered = new Set<string>();
  private hydration: Promise<void> | 'done' | undefined;

  constructor(
    private readonly store: Storage,
    private readonly ownedKeys: readonly string[],
    private readonly clock: Clock,
  ) {
    this.failures$ = this.failures.asObservable();
  }

  /**
   * Reads every key Keyport owns (once; later calls share the first). Returns undefined when the
   * store answered them all at once, else a promise that resolves when the answers are in or the
   * wait is over; it never rejects.
   */
  hydrate(): Promise<void> | undefined {
    this.hydration ??= this.readOwnedKeys();
    return this.hydration === 'done' ? undefined : this.hydration;
  }

  getItem(key: string): string | null {
    if (this.reading === 'memory' || this.held.has(key)) return this.remembered(key);
    const result = attempt(() => this.store.getItem(key));
    if (result.failed) {
      this.report('read', key, result.error);
      return this.remembered(key);
    }
    if (isLater(result.answer)) {
      // The store answers later after all: from now on memory is read, filled by `hydrate`.
      this.reading = 'memory';
      Promise.resolve(result.answer).then(undefined, () => undefined);
      return this.remembered(key);
    }
    const value = this.textOf(key, result.answer);
    this.values.set(key, value);
    return value;
  }

  setItem(key: string, value: string): void {
    this.values.set(key, value);
    this.write('write', key, () => this.store.setItem(key, value));
  }

  removeItem(key: string): void {
    this.values.set(key, null);
    this.write('remove', key, () => this.store.removeItem(key));
  }

  /** Resolves once every write asked for so far has ended. */
  written(): Promise<void> {
    return this.writes.settled();
  }

  private readOwnedKeys(): Promise<void> | 'done' {
    const later: Promise<void>[] = [];
    for (const key of this.ownedKeys) {
      const result = attempt(() => this.store.getItem(key));
      if (result.failed) this.report('read', key, result.error);
      else if (isLater(result.answer)) later.push(this.awaitAnswer(key, result.answer));
      else this.learn(key, result.answer);
    }
    if (later.length === 0) return 'done';
    this.reading = 'memory';
    return this.withinHydrationWait(Promise.all(later)).then(() => {
      this.hydration = 'done';
    });
  }

  private awaitAnswer(key: string, answer: PromiseLike<string | null | undefined>): Promise<void> {
    this.unanswered.add(key);
    return Promise.resolve(answer).then(
      (value) => {
        if (this.unanswered.delete(key)) this.learn(key, value);
      },
      (error: unknown) => {
        if (this.unanswered.delete(key)) this.report('read', key, error);
      },
    );
  }

  /** Waits for the answers, at most the hydration wait; keys still unanswered then read as nothing. */
  private withinHydrationWait(answers: Promise<unknown>): Promise<void> {
    return new Promise<void>((resolve) => {
      const wait = timer(TIMING_MS.storageHydrationTimeout, this.clock.scheduler).subscribe(() => {
        const error = new Error(`no answer within ${TIMING_MS.storageHydrationTimeout} ms`);
        for (const key of this.unanswered) this.report('read', key, error);
        this.unanswered.clear();
        resolve();
      });
      void answers.then(() => {
        wait.unsubscribe();
        resolve();
      });
    });
  }

  /** A stored value read at start, unless Keyport wrote the key meanwhile (its value is newer). */
  private learn(key: string, answer: string | null | undefined): void {
    if (!this.values.has(key)) this.values.set(key, this.textOf(key, answer));
  }

  /** A store's answer as text; anything but text (or nothing) is reported and reads as nothing. */
  private textOf(key: string, answer: unknown): string | null {
    if (typeof answer !== 'string' && answer !== null && answer !== undefined) {
      this.report('read', key, new TypeError(`expected text or nothing, got ${typeof answer}`));
      return null;
    }
    this.succeeded('read', key);
    return answer ?? null;
  }

  private remembered(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  private write(operation: StorageOperation, key: string, call: () => StorageAnswer<void>): void {
    const ticket = (this.writeCount += 1);
    this.newestWrite.set(key, ticket);
    this.held.add(key);
    this.writes.run(call, (outcome: WriteOutcome) => {
      if (outcome.failed) {
        this.report(operation, key, outcome.error);
        return;
      }
      this.succeeded(operation, key);
      if (this.newestWrite.get(key) === ticket) this.held.delete(key);
    });
  }

  private report(operation: StorageOperation, key: string, error: unknown): void {
    const id = `${operation} ${key}`;
    if (this.reported.has(id)) return;
    this.reported.add(id);
    this.failures.next({ operation, key, error });
  }

  private succeeded(operation: StorageOperation, key: string): void {
    this.reported.delete(`${operation} ${key}`);
  }
}
