import { type interfaces } from 'inversify';
import { FeatureNotLoadedError } from '../../../domain/errors/FeatureNotLoadedError';
import { KeyportContainer } from '../../features/KeyportFeature';
import { type KeyportRuntime } from '../internal/runtime';

/**
 * `token` of a lazily loaded feature, for an action that reads it synchronously: the feature must
 * have been loaded (by `loadAction`, or by anything that requires it); otherwise the read says
 * which action loads it, rather than failing deep in the container.
 */
export function fromLoadedFeature<T>(
  runtime: KeyportRuntime,
  token: interfaces.ServiceIdentifier<T>,
  action: string,
  loadAction: string,
): T {
  if (!runtime.get<interfaces.Container>(KeyportContainer).isBound(token)) {
    throw new FeatureNotLoadedError(action, loadAction);
  }
  return runtime.get(token);
}
