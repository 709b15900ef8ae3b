import { useSyncExternalStore } from 'react';
import { type Keyport } from '../../../application/instance/Keyport';

type Listener = () => void;

/**
 * What a view-model keeps while the visitor moves between its views (a form, where its flow
 * stands): a value replaced on every change, so React reads it with `useSyncExternalStore` and
 * an unchanged state is the same object.
 */
export class FlowState<T extends object> {
  private value: T;
  private readonly listeners = new Set<Listener>();

  constructor(initial: T) {
    this.value = initial;
  }

  readonly get = (): T => this.value;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(patch: Partial<T>): void {
    this.value = { ...this.value, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
}

/** The state, re-rendering when it changes. */
export function useFlowState<T extends object>(state: FlowState<T>): T {
  return useSyncExternalStore(state.subscribe, state.get, state.get);
}

/**
 * One view-model per Keyport instance, made the first time a view asks for it: a form outlives the
 * view that shows it (the review goes back to it), and two instances on a page keep their own.
 */
export function perInstance<M>(create: (keyport: Keyport) => M): (keyport: Keyport) => M {
  const models = new WeakMap<Keyport, M>();
  return (keyport) => {
    let model = models.get(keyport);
    if (model === undefined) {
      model = create(keyport);
      models.set(keyport, model);
    }
    return model;
  };
}
