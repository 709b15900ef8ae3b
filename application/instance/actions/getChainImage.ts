import { OptionsStore } from '../../options/OptionsStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';

export interface GetChainImageParameters {
  /** The network's chain id (`network.id`): `1`, or a Solana genesis hash. */
  readonly chainId: number | string;
}

export type GetChainImageReturnType = string | undefined;

export type GetChainImageErrorType = TypeError;

/**
 * The image the site gave for a network in `chainImages` (AppKit's option, REFERENCE §5), which
 * Keyport shows instead of its own mark; `undefined` when the site gave none. Checked by the
 * image rule when the instance was created. The page's own read, left out of the actions' index:
 * a site knows the images it set.
 *
 * @example
 * const src = getChainImage(keyport, { chainId: 1 });
 */
export function getChainImage(
  keyport: Keyport,
  parameters: GetChainImageParameters,
): GetChainImageReturnType {
  const { chainImages } = readingRuntimeOf(keyport, 'getChainImage').get(OptionsStore).get();
  return chainImages[String(parameters.chainId)];
}
