/**
 * The WalletConnect mark: a blue tile with a bridge and a wave, shown where a QR code or a view
 * stands for WalletConnect as a whole rather than for one wallet. Decorative: the text around it
 * names what it stands for. Drawn in a 40 × 40 box, placed by the caller.
 */
export function WalletConnectLogo({
  x,
  y,
  size,
  className,
}: {
  readonly x?: number;
  readonly y?: number;
  readonly size: number;
  readonly className?: string;
}) {
  return (
    <svg
      x={x}
      y={y}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      className={className}
      aria-hidden
      focusable={false}
    >
      <rect width="40" height="40" rx="10" fill="#3396ff" />
      <path
        d="M10 17.5c5.5-5.4 14.5-5.4 20 0M10.5 21.5l4.75 4.75 4.75-4.75 4.75 4.75 4.75-4.75"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
