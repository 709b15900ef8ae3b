import { inject, injectable } from 'inversify';
import { Subscription, timer } from 'rxjs';
import { SNACKBAR_AUTO_CLOSE_MS, TIMING_MS } from '../../domain/constants/timing';
import { errorToSnackbarText } from '../../domain/errors/errorToSnackbarText';
import { Clock } from '../ports/Clock';
import { SnackbarStore, type SnackbarVariant } from './SnackbarStore';

export interface ShowOptions {
  /** SPEC §4: auto-close defaults to true. */
  readonly autoClose?: boolean;
}

/**
 * Shows one message at a time. SPEC §4: a new message while one is open hides the old one and
 * shows the new one after 150 ms, so the visitor sees the change rather than a silent swap.
 */
@injectable()
export class SnackbarService {
  private pending = new Subscription();

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

  hide(): void {
    this.pending.unsubscribe();
    this.pending = new Subscription();
    this.store.set({ open: false });
  }

  private show(message: string, variant: SnackbarVariant, options: ShowOptions = {}): void {
    const autoClose = options.autoClose ?? true;
    const wasOpen = this.store.get().open;
    this.hide();
    const open = (): void => {
      this.store.set({ open: true, message, variant, autoClose });
      if (autoClose)
        this.pending.add(timer(SNACKBAR_AUTO_CLOSE_MS, this.clock.scheduler).subscribe(() => this.hide()));
    };
    if (wasOpen) this.pending.add(timer(TIMING_MS.snackbarSwap, this.clock.scheduler).subscribe(open));
    else open();
  }
}
