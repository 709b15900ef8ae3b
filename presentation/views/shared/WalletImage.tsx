import { CheckedImage } from '../../components/CheckedImage';
import { WalletIcon } from '../../icons/viewIcons';

/**
 * A wallet's image, or a neutral wallet icon when it has none, it breaks the image rule or it
 * fails to load. Decorative: the wallet's name is always written beside it.
 */
export function WalletImage({
  src,
  large = false,
}: {
  readonly src: string | undefined;
  readonly large?: boolean;
}) {
  const className = large ? 'kp-wallet-image kp-wallet-image-lg' : 'kp-wallet-image';
  const placeholder = (
    <span className={`${className} kp-wallet-placeholder`} aria-hidden>
      <WalletIcon />
    </span>
  );
  return <CheckedImage className={className} src={src} fallback={placeholder} />;
}
