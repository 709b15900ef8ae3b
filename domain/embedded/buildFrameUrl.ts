import { type EmbeddedChainId } from './EmbeddedWalletUser';

/** SPEC §2: what the embedded wallet frame is told in its address. */
export interface FrameUrlParams {
  readonly projectId: string;
  readonly chainId: EmbeddedChainId;
  /** The frame protocol version the page speaks (SPEC §9 secure SDK version). */
  readonly version: number | string;
  readonly enableLogger: boolean;
}

/**
 * SPEC §2: the address the hidden embedded wallet frame is loaded from: the wallet service's
 * base URL with projectId, chainId, version and enableLogger added as query parameters, after any
 * the base already has and before any fragment.
 */
export function buildFrameUrl(baseUrl: string, params: FrameUrlParams): string {
  const hashAt = baseUrl.indexOf('#');
  const beforeHash = hashAt === -1 ? baseUrl : baseUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : baseUrl.slice(hashAt);
  const query = (
    [
      ['projectId', params.projectId],
      ['chainId', String(params.chainId)],
      ['version', String(params.version)],
      ['enableLogger', String(params.enableLogger)],
    ] as const
  )
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  const separator = !beforeHash.includes('?')
    ? '?'
    : beforeHash.endsWith('?') || beforeHash.endsWith('&')
      ? ''
      : '&';
  return `${beforeHash}${separator}${query}${hash}`;
}
