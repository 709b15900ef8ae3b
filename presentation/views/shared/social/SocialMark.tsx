import { type SocialProvider } from '../../../../domain/social/SocialProvider';

/**
 * Each provider's colour and a simple glyph of ours drawn white on it, in a 24×24 box: the glyph's
 * outline (its holes cut out, even-odd), or for a stroked glyph the line it follows.
 */
const MARKS: Readonly<Record<SocialProvider, readonly [colour: string, glyph: string, stroked?: true]>> = {
  // An open ring closed by a bar: a G.
  google: ['#1a73e8', 'M16.6 8.2A6 6 0 1 0 18 12.6h-5.4', true],
  // Two crossing strokes.
  x: ['#0f1419', 'M7.5 6.5l9 11M16.5 6.5l-9 11', true],
  // A rounded pad with two eyes.
  discord: [
    '#5865f2',
    'M6 9.2a3 3 0 0 1 2-2.7h8a3 3 0 0 1 2 2.7l.6 6.3-3 1.5-1-1.5H9.4l-1 1.5-3-1.5zM8.5 12a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0zm4.4 0a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0z',
  ],
  // An arch on two posts.
  farcaster: ['#855dcd', 'M6.5 6.5h11v11h-3V13a2.5 2.5 0 0 0-5 0v4.5h-3z'],
  // A round head with two ears.
  github: ['#24292f', 'M7.4 10.2l.5-3.7 2.8 1.6h2.6l2.8-1.6.5 3.7a5 5 0 1 1-9.2 0z'],
  // A round fruit with a leaf.
  apple: [
    '#000000',
    'M7.4 14a4.6 4.6 0 1 0 9.2 0 4.6 4.6 0 1 0-9.2 0zm4.9-4.8c0-2 1.2-3.2 3-3.4 0 2-1.2 3.2-3 3.4z',
  ],
  // A lower-case f.
  facebook: [
    '#1877f2',
    'M13.3 19.5v-6.3h2.3l.4-2.7h-2.7V8.9c0-.8.3-1.3 1.4-1.3H16V5.2a17 17 0 0 0-2.1-.1c-2.1 0-3.5 1.3-3.5 3.6v1.8H8v2.7h2.4v6.3z',
  ],
};

/**
 * A social login's mark: a glyph of Keyport's own on the provider's colour, recognisable at a
 * glance without the provider's artwork. Decorative: the control or text beside it names the
 * provider.
 */
export function SocialMark({
  provider,
  size = 24,
}: {
  readonly provider: SocialProvider;
  readonly size?: number;
}) {
  const [colour, glyph, stroked] = MARKS[provider];
  return (
    <svg
      className="kp-social-mark"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden
      focusable={false}
      data-provider={provider}
    >
      <rect width="24" height="24" rx="6" fill={colour} />
      <path
        d={glyph}
        fill={stroked ? 'none' : '#fff'}
        fillRule="evenodd"
        stroke={stroked ? '#fff' : 'none'}
        strokeWidth="2.3"
        strokeLinecap="round"
      />
    </svg>
  );
}
