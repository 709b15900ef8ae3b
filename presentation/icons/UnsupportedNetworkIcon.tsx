/**
 * In place of a network's icon, for a network the site does not support: a warning sign drawn in
 * the colour of the text beside it. Decorative: the text says what is wrong.
 */
export function UnsupportedNetworkIcon({ size = 24 }: { readonly size?: number }) {
  return (
    <svg
      className="kp-unsupported-network-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <path d="M12 3.5 2.5 20h19z" />
      <path d="M12 10v4.5M12 17.5v.01" />
    </svg>
  );
}
