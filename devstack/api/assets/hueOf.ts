/** A stable hue for a text, so each token or collection keeps its own colour across runs. */
export function hueOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return hash % 360;
}
