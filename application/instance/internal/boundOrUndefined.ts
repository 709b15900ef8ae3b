import { type interfaces } from 'inversify';
import { KeyportContainer } from '../../features/KeyportFeature';
import { type KeyportRuntime } from './runtime';

/**
 * A store or use case of a lazily loaded feature, or undefined while the feature is not enabled
 * on the instance: what a read or a step that only makes sense once the feature is under way
 * (reading the explorer list, leaving a pairing) needs, without loading the feature for it.
 */
export function boundOrUndefined<T>(
  runtime: KeyportRuntime,
  token: interfaces.ServiceIdentifier<T>,
): T | undefined {
  const container = runtime.get<interfaces.Container>(KeyportContainer);
  return container.isBound(token) ? container.get(token) : undefined;
}
