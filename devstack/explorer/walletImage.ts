/** What a wallet image is drawn from: the wallet's id gives the colour, its name the initials. */
export interface WalletImageSource {
  readonly id: string;
  readonly name: string;
}

export const WALLET_IMAGE_CONTENT_TYPE = 'image/svg+xml';

const IMAGE_SIZE = 96;

/** Up to two letters: the first letter of the first two words ("Harbor Wallet" → "HW", "Quill" → "Q"). */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

/** A hue from the id's first hex digits, so each wallet keeps its own colour on every run. */
function hueOf(id: string): number {
  const value = Number.parseInt(id.slice(0, 4), 16);
  return Number.isNaN(value) ? 0 : value % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A small square SVG icon: the wallet's initials in white on a rounded tile of the wallet's colour. */
export function walletImageSvg(wallet: WalletImageSource): string {
  const hue = hueOf(wallet.id);
  const initials = escapeXml(initialsOf(wallet.name));
  const half = IMAGE_SIZE / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}" role="img" aria-label="${escapeXml(wallet.name)}">`,
    `<rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" rx="24" fill="hsl(${hue}, 55%, 42%)"/>`,
    `<text x="${half}" y="${half}" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="36" font-weight="600" fill="#ffffff">${initials}</text>`,
    '</svg>',
  ].join('');
}
