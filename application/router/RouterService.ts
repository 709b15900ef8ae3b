import { inject, injectable } from 'inversify';
import { goBackToIndex, push, replace, reset } from '../../domain/router/RouterState';
import { type RouteEntry } from '../../domain/router/View';
import { RouterStore } from './RouterStore';

/** SPEC §2 view stack operations; going back (which may close the modal) lives in ModalService. */
@injectable()
export class RouterService {
  constructor(@inject(RouterStore) private readonly store: RouterStore) {}

  push(entry: RouteEntry): void {
    this.store.update((state) => push(state, entry));
  }

  replace(entry: RouteEntry): void {
    this.store.update((state) => replace(state, entry));
  }

  reset(entry: RouteEntry): void {
    this.store.update(() => reset(entry));
  }

  goBackToIndex(index: number): void {
    this.store.update((state) => goBackToIndex(state, index));
  }
}
