import { type Storage } from '../../application/ports/Storage';
import { nextTurn } from '../support/nextTurn';

type Operation = 'get' | 'set' | 'remove';

interface Call {
  readonly operation: Operation;
  readonly key: string;
  readonly value?: string;
}

/**
 * A store that answers later, as IndexedDB, extension storage or React Native's AsyncStorage do:
 * every call is recorded and waits until the test answers it (`answerNext`, `answerAll`), in the
 * order made. `fail(operation, key, error)` makes that operation on that key reject until
 * `heal()`. What a write stores lands only when it is answered.
 */
export class LateStorage implements Storage {
  readonly entries = new Map<string, string>();
  readonly calls: Call[] = [];
  private readonly waiting: (() => void)[] = [];
  private readonly failures = new Map<string, Error>();

  constructor(entries: Readonly<Record<string, string>> = {}) {
    for (const [key, value] of Object.entries(entries)) this.entries.set(key, value);
  }

  getItem(key: string): Promise<string | undefined> {
    return this.later({ operation: 'get', key }, () => this.entries.get(key));
  }

  setItem(key: string, value: string): Promise<void> {
    return this.later({ operation: 'set', key, value }, () => void this.entries.set(key, value));
  }

  removeItem(key: string): Promise<void> {
    return this.later({ operation: 'remove', key }, () => void this.entries.delete(key));
  }

  fail(operation: Operation, key: string, error: Error): void {
    this.failures.set(`${operation} ${key}`, error);
  }

  heal(): void {
    this.failures.clear();
  }

  /** How many calls wait for an answer. */
  pending(): number {
    return this.waiting.length;
  }

  /** Answers the oldest waiting call, then lets what follows from it run. */
  async answerNext(): Promise<void> {
    this.waiting.shift()?.();
    await nextTurn();
  }

  /** Answers every waiting call, including those made meanwhile, until none waits. */
  async answerAll(): Promise<void> {
    while (this.waiting.length > 0) await this.answerNext();
  }

  /** The operations made so far, as `get key`, `set key=value`, `remove key`. */
  log(): string[] {
    return this.calls.map(({ operation, key, value }) =>
      value === undefined ? `${operation} ${key}` : `${operation} ${key}=${value}`,
    );
  }

  private later<T>(call: Call, answer: () => T): Promise<T> {
    this.calls.push(call);
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(() => {
        const failure = this.failures.get(`${call.operation} ${call.key}`);
        if (failure) reject(failure);
        else resolve(answer());
      });
    });
  }
}
