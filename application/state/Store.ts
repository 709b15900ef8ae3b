import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';

/**
 * Hot application state: one BehaviorSubject per store, read synchronously with `get()` or as a
 * stream with `state$`. Only use cases write (through `set`/`update`); everything else reads.
 * Emissions are skipped when an update returns the very same object, so a no-op write costs nothing
 * downstream.
 */
export class Store<S extends object> {
  private readonly subject: BehaviorSubject<S>;
  readonly state$: Observable<S>;

  constructor(private readonly initial: S) {
    this.subject = new BehaviorSubject(initial);
    this.state$ = this.subject.asObservable().pipe(distinctUntilChanged());
  }

  get(): S {
    return this.subject.getValue();
  }

  /** Merge a partial state into the current one. */
  set(patch: Partial<S>): void {
    this.update((state) => ({ ...state, ...patch }));
  }

  update(change: (state: S) => S): void {
    const next = change(this.get());
    if (next !== this.get()) this.subject.next(next);
  }

  /** Back to the state the store was created with. */
  reset(): void {
    this.subject.next(this.initial);
  }

  /** A derived stream that emits only when the selected slice changes. */
  select<T>(selector: (state: S) => T): Observable<T> {
    return this.state$.pipe(map(selector), distinctUntilChanged());
  }
}
