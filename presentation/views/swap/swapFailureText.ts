import { errorToSnackbarText } from '../../../domain/errors/errorToSnackbarText';
import { swapFailureKind } from '../../../domain/swap/swapFailureKind';
import { t } from './swapMessages';

/**
 * What the swap views say when a swap call fails: the one place the swap path's failures become
 * text. Which failure it is, is the domain's (`swapFailureKind`): the API's refusals are never
 * shown as "HTTP status code: 400" but as what they mean; a failure with a message of its own for
 * the visitor keeps it.
 */
export function swapFailureText(error: unknown): string {
  const kind = swapFailureKind(error);
  return kind === undefined ? errorToSnackbarText(error) : t(`swap.error.${kind}`);
}
