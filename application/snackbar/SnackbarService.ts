import { inject, injectable } from 'inversify';
import { Subscription, timer } from 'rxjs';
import {
  SNACKBAR_AUTO_CLOSE_MS,
  SNACKBAR_ERROR_READING_MS,
  SNACKBAR_WAITING_LIMIT,
  TIMING_MS,
} from '../../domain/constants/timing';
import { errorToSnackbarText } from '../../domain/errors/errorToSnackbarText';
import { Clock } from '../ports/Clock';
import { SnackbarStore, type SnackbarVariant } from './SnackbarStore';

export interface ShowOptions {
  /** SPEC §4: auto-close defaults to true. */
  readonly autoClose?: boolean;
}

interface Message {
  readonly message: string;
  readonly variant: SnackbarVariant;
  readonly autoClose: boolean;
}

/**
 * Shows one message at a time. SPEC §4: a new message while one is open hides the old one and
 * shows the new one after 150 ms, so the visitor sees the change rather than a silent swap.
 *
 * An error is not hidden before it could be read: while one waits for its 150 ms or has been up
 * less than `SNACKBAR_ERROR_READING_MS`, a new message waits its turn, and the SPEC swap happens
 * when the error has had that time. Two failures at once (balances and history) are so both
 * read, one after the other. A message already shown or waiting is not queued twice, and at most
 * `SNACKBAR_WAITING_LIMIT` wait (the oldest goes first), so a storm of failures cannot keep the
 * snackbar busy for long.
 */
@injectable()
export class SnackbarService {
  /** Timers of the message on screen (or about to be): its 150 ms swap, auto-close, reading time. */
  private timers = new Subscription();
  /** The message on screen, or waiting for its 150 ms. */
  private current: Message | undefined;
  /** Until when (clock ms) the current message may not be replaced; 0 when it may be at once. */
  private readableUntil = 0;
  private waiting: Message[] = [];

  constructor(
    @inject(SnackbarStore) private readonly store: SnackbarStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  showSuccess(message: string, options?: ShowOptions): void {
    this.show(message, 'success', options);
  }

  showLoading(message: string, options?: ShowOptions): void {
    this.show(message, 'loading', options);
  }

  /** SPEC §8: the text comes from a string, the first issue message, the error message, or "Unknown error". */
  showError(error: unknown, options?: ShowOptions): void {
    this.show(errorToSnackbarText(error), 'error', options);
  }

  /** Hides the message and forgets those waiting. */
  hide(): void {
    this.waiting = [];
    this.close();
  }

  private show(message: string, variant: SnackbarVariant, options: ShowOptions = {}): void {
    const next: Message = { message, variant, autoClose: options.autoClose ?? true };
    if (this.current !== undefined && this.clock.now() < this.readableUntil) this.wait(next);
    else this.swapTo(next, false);
  }

  private wait(next: Message): void {
    if ([this.current, ...this.waiting].some((message) => message !== undefined && same(message, next)))
      return;
    this.waiting = [...this.waiting, next].slice(-SNACKBAR_WAITING_LIMIT);
  }

  /**
   * SPEC §4: the open message is hidden and `next` shows after 150 ms; at once when none is open.
   * An error, or a message that waited its turn, is protected from the moment it is chosen.
   */
  private swapTo(next: Message, waitedItsTurn: boolean): void {
    const wasOpen = this.store.get().open;
    this.close();
    this.current = next;
    const protect = next.variant === 'error' || waitedItsTurn;
    this.readableUntil = protect ? Number.POSITIVE_INFINITY : 0;
    const open = (): void => this.open(next, protect);
    if (wasOpen) this.timers.add(timer(TIMING_MS.snackbarSwap, this.clock.scheduler).subscribe(open));
    else open();
  }

  private open(shown: Message, protect: boolean): void {
    this.store.set({ open: true, ...shown });
    if (shown.autoClose) {
      this.timers.add(timer(SNACKBAR_AUTO_CLOSE_MS, this.clock.scheduler).subscribe(() => this.close()));
    }
    if (!protect && this.waiting.length === 0) {
      this.readableUntil = 0;
      return;
    }
    this.readableUntil = this.clock.now() + SNACKBAR_ERROR_READING_MS;
    this.timers.add(timer(SNACKBAR_ERROR_READING_MS, this.clock.scheduler).subscribe(() => this.next()));
  }

  /** The reading time is over: the first message waiting takes its turn, if there is one. */
  private next(): void {
    const [next, ...rest] = this.waiting;
    if (next === undefined) {
      this.readableUntil = 0;
      return;
    }
    this.waiting = rest;
    this.swapTo(next, true);
  }

  private close(): void {
    this.timers.unsubscribe();
    this.timers = new Subscription();
    this.current = undefined;
    this.readableUntil = 0;
    this.store.set({ open: false });
  }
}

function same(a: Message, b: Message): boolean {
  return a.message === b.message && a.variant === b.variant;
}
