import { injectable } from 'inversify';
import { createRouterState, currentView, type RouterState } from '../../domain/router/RouterState';
import { type RouteEntry } from '../../domain/router/View';
import { Store } from '../state/Store';

/** SPEC §2: the modal's view history; the last entry is on screen. */
@injectable()
export class RouterStore extends Store<RouterState> {
  constructor() {
    super(createRouterState());
  }

  current(): RouteEntry {
    return currentView(this.get());
  }
}
