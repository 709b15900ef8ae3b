import { type ReactElement } from 'react';

/**
 * Keyport's own small marks for the common networks: a disc in the network's colour with a
 * simple white glyph. They ship with the views (and with the network button, loaded apart), so
 * the modal looks right offline; a network without one shows its `assets.imageUrl` or initial.
 */

type Glyph = () => ReactElement;

interface NetworkMark {
  readonly color: string;
  readonly glyph: Glyph;
}

const WHITE = '#ffffff';

function letters(text: string, fontSize = 9): Glyph {
  function Letters() {
    return (
      <text
        x="12"
        y="12"
        dy="0.35em"
        textAnchor="middle"
        fill={WHITE}
        fontFamily="system-ui, sans-serif"
        fontSize={fontSize}
        fontWeight={700}
      >
        {text}
      </text>
    );
  }
  return Letters;
}

const diamond: Glyph = () => (
  <g fill={WHITE}>
    <path d="M12 4l5 8-5 3-5-3z" opacity="0.95" />
    <path d="M12 16.2l5-3-5 7-5-7z" opacity="0.8" />
  </g>
);

const peak: Glyph = () => <path d="M7.5 17L12 7l4.5 10" fill="none" stroke={WHITE} strokeWidth="2.2" />;

const ring: Glyph = () => <circle cx="12" cy="12" r="5.5" fill={WHITE} />;

const square: Glyph = () => <path d="M12 6.5l5.5 5.5-5.5 5.5-5.5-5.5z" fill={WHITE} />;

const hexagon: Glyph = () => (
  <path d="M12 6l5.2 3v6L12 18l-5.2-3V9z" fill="none" stroke={WHITE} strokeWidth="2" />
);

const triangle: Glyph = () => <path d="M12 6.5l6 10.5H6z" fill={WHITE} />;

const arrows: Glyph = () => <path d="M6 12l4-4v8zM18 12l-4 4V8z" fill={WHITE} />;

const bars: Glyph = () => (
  <g fill={WHITE}>
    <path d="M8.5 7h9l-2 2h-9z" />
    <path d="M6.5 11h9l2 2h-9z" />
    <path d="M8.5 15h9l-2 2h-9z" />
  </g>
);

const SOLANA_MARK: NetworkMark = { color: '#1b1b2f', glyph: bars };

/** Marks by CAIP-2 network id. */
const NETWORK_MARKS: Readonly<Record<string, NetworkMark>> = {
  'eip155:1': { color: '#5b6fd8', glyph: diamond },
  'eip155:42161': { color: '#1b4add', glyph: peak },
  'eip155:10': { color: '#e2231a', glyph: letters('OP') },
  'eip155:324': { color: '#1e1e1e', glyph: arrows },
  'eip155:8453': { color: '#0052ff', glyph: ring },
  'eip155:56': { color: '#d9a40b', glyph: square },
  'eip155:137': { color: '#7b3fe4', glyph: hexagon },
  'eip155:100': { color: '#2f6b52', glyph: letters('G', 11) },
  'eip155:43114': { color: '#d63a3b', glyph: triangle },
  'eip155:250': { color: '#1969ff', glyph: letters('F', 11) },
  'eip155:8217': { color: '#2b2b2b', glyph: letters('K', 11) },
  'eip155:1313161554': { color: '#3f9c35', glyph: peak },
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': SOLANA_MARK,
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': SOLANA_MARK,
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': SOLANA_MARK,
};

/** Whether Keyport ships a mark for this network. */
export function hasNetworkMark(caipNetworkId: string): boolean {
  return caipNetworkId in NETWORK_MARKS;
}

/** The built-in mark of a network; nothing when Keyport has none for it. */
export function NetworkMarkSvg({
  caipNetworkId,
  size,
}: {
  readonly caipNetworkId: string;
  readonly size: number;
}) {
  const mark = NETWORK_MARKS[caipNetworkId];
  if (!mark) return null;
  const Glyph = mark.glyph;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden
      focusable={false}
      className="kp-network-mark"
    >
      <circle cx="12" cy="12" r="12" fill={mark.color} />
      <Glyph />
    </svg>
  );
}
