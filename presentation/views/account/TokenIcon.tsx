import { CheckedImage } from '../../components/CheckedImage';

/** A token's or a transfer's icon; an empty disc when there is none, it is refused or it fails to load. */
export function TokenIcon({ url }: { readonly url: string | undefined }) {
  return (
    <CheckedImage
      className="kp-token-icon"
      src={url}
      fallback={<span className="kp-token-icon" aria-hidden />}
    />
  );
}
