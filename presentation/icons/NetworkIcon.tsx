import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { CheckedImage } from '../components/CheckedImage';
import { hasNetworkMark, NetworkMarkSvg } from './networkIcons';

/**
 * A network's icon: Keyport's own mark for the common networks, else the image the host gave in
 * `assets.imageUrl` (when it passes the image rule and loads), else the network's initial on a neutral disc. Always decorative: the name
 * is written beside it.
 */
export function NetworkIcon({
  network,
  size = 24,
}: {
  readonly network: CaipNetwork;
  readonly size?: number;
}) {
  if (hasNetworkMark(network.caipNetworkId)) {
    return <NetworkMarkSvg caipNetworkId={network.caipNetworkId} size={size} />;
  }
  const initial = (
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
        {network.name.charAt(0).toUpperCase()}
      </text>
    </svg>
  );
  return <CheckedImage className="kp-avatar" src={network.assets?.imageUrl} size={size} fallback={initial} />;
}
