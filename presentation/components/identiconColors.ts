/**
 * Two colours derived from an address, for the avatar of an account without a profile image:
 * the same address always gets the same pair, and different addresses rarely look alike.
 * Hue comes from a small string hash; saturation and lightness stay in a calm, mid range.
 */
export function identiconColors(address: string): readonly [string, string] {
  let hash = 0;
  for (const character of address.toLowerCase()) {
    hash = (Math.imul(hash, 31) + character.charCodeAt(0)) >>> 0;
  }
  const hue = hash % 360;
  const second = (hue + 40 + ((hash >>> 9) % 100)) % 360;
  return [`hsl(${hue} 70% 58%)`, `hsl(${second} 65% 42%)`];
}
