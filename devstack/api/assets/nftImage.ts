import { escapeMarkup } from './escapeMarkup';
import { hueOf } from './hueOf';

/** A square picture for one NFT: its collection's colour, name and token id. */
export function nftImage(collectionName: string, tokenId: string): string {
  const hue = hueOf(collectionName);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<rect width="256" height="256" rx="24" fill="hsl(${hue}, 55%, 40%)"/>`,
    `<circle cx="128" cy="104" r="56" fill="hsl(${(hue + 180) % 360}, 70%, 70%)"/>`,
    '<text x="128" y="196" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#fff">',
    `${escapeMarkup(collectionName)}</text>`,
    '<text x="128" y="226" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="700"',
    ` fill="#fff">#${escapeMarkup(tokenId)}</text>`,
    '</svg>',
  ].join('');
}
