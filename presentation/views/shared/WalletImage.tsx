import { useState } from 'react';
import { WalletIcon } from '../../icons/viewIcons';

/**
 * A wallet's image, or a neutral wallet icon when it has none or the image fails to load.
 * Decorative: the wallet's name is always written beside it.
 */
export function WalletImage({
  src,
  large = false,
}: {
  readonly src: string | undefined;
  readonly large?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const className = large ? 'kp-wallet-image kp-wallet-image-lg' : 'kp-wallet-image';
  if (!src || failed) {
    return (
      <span className={`${className} kp-wallet-placeholder`} aria-hidden>
        <WalletIcon />
      </span>
    );
  }
  return <img className={className} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
