import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { CheckedImage } from '../components/CheckedImage';
import { hasNetworkMark, NetworkMarkSvg } from './networkIcons';

/**
 * A network's icon: `chainImage`, the site's image for its chain id (option `chainImages`, read
 * with `getChainImage`), else Keyport's own
 * mark for the common networks, else the image the host gave in `assets.imageUrl`, else the
 * network's initial on a neutral disc; an image that fails the image rule or does not load gives
 * way to the next. Always decorative: the name is written beside it.
 */
export function NetworkIcon({
  network,
  size = 24,
  chainImage,
}: {
  readonly network: CaipNetwork;
  readonly size?: number;
  readonly chainImage?: string | undefined;
}) {
  const own = hasNetworkMark(network.caipNetworkId) ? (
    <NetworkMarkSvg caipNetworkId={network.caipNetworkId} size={size} />
  ) : (
    <CheckedImage
      className="kp-avatar"
      src={network.assets?.imageUrl}
      size={size}
      fallback={<NetworkInitial name={network.name} size={size} />}
    />
  );
  return chainImage === undefined ? (
    own
  ) : (
    <CheckedImage className="kp-avatar" src={chainImage} size={size} fallback={own} />
  );
}

function NetworkInitial({ name, size }: { readonly name: string; readonly size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <circle cx="12" cy="12" r="12" fill="#6b7280" />
      <text
        x="12"
        y="12"
        dy="0.35em"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
        fontSize={11}
        fontWeight={700}
      >
        {name.charAt(0).toUpperCase()}
      </text>
    </svg>
  );
}
