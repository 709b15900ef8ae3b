import { type ReactNode } from 'react';
import { type SocialProvider } from '../../../../domain/social/SocialProvider';

/** Each provider's colour and a simple glyph of ours on it, drawn white in a 24×24 box. */
const MARKS: Readonly<Record<SocialProvider, { readonly colour: string; readonly glyph: ReactNode }>> = {
  // An open ring closed by a bar: a G.
  google: {
    colour: '#1a73e8',
    glyph: <path d="M16.6 8.2A6 6 0 1 0 18 12.6h-5.4" fill="none" stroke="#fff" strokeWidth="2.4" />,
  },
  // Two crossing strokes.
  x: { colour: '#0f1419', glyph: <path d="M7.5 6.5l9 11M16.5 6.5l-9 11" stroke="#fff" strokeWidth="2.2" /> },
  // A rounded pad with two eyes.
  discord: {
    colour: '#5865f2',
    glyph: (
      <>
        <path
          d="M6 9.2a3 3 0 0 1 2-2.7l8 0a3 3 0 0 1 2 2.7l0.6 6.3-3 1.5-1-1.5h-5.2l-1 1.5-3-1.5z"
          fill="#fff"
        />
        <circle cx="9.8" cy="12" r="1.3" fill="#5865f2" />
        <circle cx="14.2" cy="12" r="1.3" fill="#5865f2" />
      </>
    ),
  },
  // An arch on two posts.
  farcaster: {
    colour: '#855dcd',
    glyph: <path d="M6.5 6.5h11v11h-3v-4.5a2.5 2.5 0 0 0-5 0v4.5h-3z" fill="#fff" />,
  },
  // A round head with two ears.
  github: {
    colour: '#24292f',
    glyph: <path d="M7.4 10.2l.5-3.7 2.8 1.6h2.6l2.8-1.6.5 3.7a5 5 0 1 1-9.2 0z" fill="#fff" />,
  },
  // A round fruit with a leaf.
  apple: {
    colour: '#000000',
    glyph: (
      <>
        <circle cx="12" cy="14" r="4.6" fill="#fff" />
        <path d="M12.3 9.2c0-2 1.2-3.2 3-3.4 0 2-1.2 3.2-3 3.4z" fill="#fff" />
      </>
    ),
  },
  // A lower-case f.
  facebook: {
    colour: '#1877f2',
    glyph: (
      <path
        d="M13.3 19.5v-6.3h2.3l.4-2.7h-2.7V8.9c0-.8.3-1.3 1.4-1.3H16V5.2a17 17 0 0 0-2.1-.1c-2.1 0-3.5 1.3-3.5 3.6v1.8H8v2.7h2.4v6.3z"
        fill="#fff"
      />
    ),
  },
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
  const { colour, glyph } = MARKS[provider];
  return (
    <svg
      className="kp-social-mark"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      strokeLinecap="round"
      aria-hidden
      focusable={false}
      data-provider={provider}
    >
      <rect width="24" height="24" rx="6" fill={colour} />
      {glyph}
    </svg>
  );
}
