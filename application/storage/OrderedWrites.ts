import { type StorageAnswer } from '../ports/Storage';
import { attempt, isLater } from './storageAnswers';

/** How one write ended. */
export type WriteOutcome = { readonly failed: false } | { readonly failed: true; readonly error: unknown };

const SUCCEEDED: WriteOutcome = { failed: false };

function failed(error: unknown): WriteOutcome {
  return { failed: true, error };
}

/** Runs a write and waits for it, whether it answers at once, later, or throws. */
function settledWrite(write: () => StorageAnswer<void>): Promise<WriteOutcome> {
  const result = attempt(write);
  if (result.failed) return Promise.resolve(failed(result.error));
  return Promise.resolve(result.answer).then(() => SUCCEEDED, failed);
}

/**
 * A store's writes, one after another in the order they were asked for: a store that answers
 * later (IndexedDB, extension storage) need not keep the order of writes it has in hand at once,
 * and "connected" must not land after the "disconnected" that followed it. While no write is
 * waiting, a write runs at once, so a store that answers at once is written synchronously, as
 * localStorage always was.
 */
export class OrderedWrites {
  /** The last write under way; undefined when none is. */
  private tail: Promise<void> | undefined;

  /** Runs `write` after those before it; `done` hears how it ended. */
  run(write: () => StorageAnswer<void>, done: (outcome: WriteOutcome) => void): void {
    if (this.tail !== undefined) {
      this.follow(
        this.tail.then(() => settledWrite(write)),
        done,
      );
      return;
    }
    const result = attempt(write);
    if (result.failed) done(failed(result.error));
    else if (!isLater(result.answer)) done(SUCCEEDED);
    else
      this.follow(
        Promise.resolve(result.answer).then(() => SUCCEEDED, failed),
        done,
      );
  }

  /** Resolves once every write asked for so far has ended (succeeded or failed). */
  settled(): Promise<void> {
    return this.tail ?? Promise.resolve();
  }

  private follow(outcome: Promise<WriteOutcome>, done: (outcome: WriteOutcome) => void): void {
    // The chain must stay unbroken whatever `done` does: the writes behind wait on it.
    const tail = outcome.then(done).catch(() => undefined);
    this.tail = tail;
    void tail.then(() => {
      if (this.tail === tail) this.tail = undefined;
    });
  }
}
