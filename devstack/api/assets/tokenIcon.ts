import { escapeMarkup } from './escapeMarkup';
import { hueOf } from './hueOf';

/** A round token icon showing the first letters of its symbol. */
export function tokenIcon(symbol: string): string {
  const label = escapeMarkup(symbol.slice(0, 4).toUpperCase());
  const fontSize = label.length > 3 ? 18 : 24;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<circle cx="32" cy="32" r="32" fill="hsl(${hueOf(symbol)}, 60%, 45%)"/>`,
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="700"`,
    ` font-size="${fontSize}" fill="#fff">${label}</text>`,
    '</svg>',
  ].join('');
}
