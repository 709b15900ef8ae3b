import { type ReactNode, useState } from 'react';
import { safeLinkOrUndefined } from '../../domain/link/checkLink';

/**
 * The one way Keyport shows an image it did not draw itself (a wallet's, a token's, an NFT's, a
 * profile's, a network's): only a source that passes the image rule (`domain/link`), always as
 * `<img>` (where an SVG runs no script), without telling the image's server which page asked.
 * `fallback` stands in when there is no usable source or the image fails to load. Decorative:
 * what it shows is always named in text beside it.
 */
export function CheckedImage({
  src,
  className,
  size,
  fallback,
}: {
  readonly src: string | null | undefined;
  readonly className?: string;
  readonly size?: number;
  readonly fallback: ReactNode;
}) {
  const [failedSource, setFailedSource] = useState<string | undefined>(undefined);
  const source = safeLinkOrUndefined('image', src);
  if (source === undefined || source === failedSource) return <>{fallback}</>;
  return (
    <img
      className={className}
      src={source}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      {...(size === undefined ? {} : { width: size, height: size })}
      onError={() => setFailedSource(source)}
    />
  );
}
