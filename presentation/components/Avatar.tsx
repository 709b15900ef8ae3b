import { CheckedImage } from './CheckedImage';
import { identiconColors } from './identiconColors';

interface AvatarProps {
  readonly address: string;
  /** The profile image from the visitor's identity, when they have one. */
  readonly imageUrl?: string | null | undefined;
  readonly size: number;
}

/**
 * An account's picture: the profile image when there is one (and it passes the image rule), else
 * a gradient drawn from the address. Decorative: the address or name is always written next to it.
 */
export function Avatar({ address, imageUrl, size }: AvatarProps) {
  const [from, to] = identiconColors(address);
  const identicon = (
    <span
      className="kp-avatar"
      aria-hidden
      style={{ width: size, height: size, background: `linear-gradient(135deg, ${from}, ${to})` }}
    />
  );
  return <CheckedImage className="kp-avatar" src={imageUrl} size={size} fallback={identicon} />;
}
