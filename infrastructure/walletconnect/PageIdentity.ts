/** The page a site runs on, as far as a wallet needs to know it. */
export interface PageIdentity {
  readonly title: string;
  /** e.g. `https://shop.example` */
  readonly origin: string;
  /** e.g. `shop.example` */
  readonly hostname: string;
}

/** The current page's identity, or `undefined` where there is no page (Node, server rendering). */
export function readPageIdentity(): PageIdentity | undefined {
  if (typeof document === 'undefined' || typeof location === 'undefined') return undefined;
  return { title: document.title, origin: location.origin, hostname: location.hostname };
}
