import { type interfaces } from 'inversify';
import { type KeyportFeature } from '../../features/KeyportFeature';

/**
 * What an action needs of the instance it acts on: its use cases and stores, its lazily loaded
 * features, and whether it is still alive. Kept apart from the instance's public surface: the
 * layer rules let the page import actions, never this, so no view reaches into the class graph.
 */
export interface KeyportRuntime {
  get<T>(token: interfaces.ServiceIdentifier<T>): T;
  /** Loads a feature (and those it requires) into the instance; enabling it again does nothing. */
  enable(feature: KeyportFeature): void;
  /** Throws KeyportDestroyedError naming `action` when the instance was destroyed. */
  assertLive(action: string): void;
}

const runtimes = new WeakMap<object, KeyportRuntime>();

/** Called once by the instance as it is built, for itself and for its container. */
export function attachRuntime(instance: object, runtime: KeyportRuntime): void {
  runtimes.set(instance, runtime);
}

/**
 * The runtime of a Keyport instance, for an action that reads (a destroyed instance keeps its
 * last state); anything that is not an instance is refused with a clear error.
 */
export function readingRuntimeOf(instance: object, action: string): KeyportRuntime {
  const runtime = runtimes.get(instance);
  if (runtime === undefined) {
    throw new TypeError(`${action}: expected a Keyport instance (from createKeyport or createAppKit)`);
  }
  return runtime;
}

/** The runtime of a live Keyport instance, for an action that acts (KeyportDestroyedError otherwise). */
export function runtimeOf(instance: object, action: string): KeyportRuntime {
  const runtime = readingRuntimeOf(instance, action);
  runtime.assertLive(action);
  return runtime;
}

/**
 * The runtime of `instance` with a lazily loaded feature enabled: the feature's code is fetched on
 * first use (its own chunk in a page), so an action costs the entry nothing until it is called.
 */
export async function runtimeWith(
  instance: object,
  action: string,
  loadFeature: () => Promise<KeyportFeature>,
): Promise<KeyportRuntime> {
  const runtime = runtimeOf(instance, action);
  const feature = await loadFeature();
  runtime.assertLive(action);
  runtime.enable(feature);
  return runtime;
}
