/** Names longer than this are not typos of a known name; comparing them would only cost time. */
const LONGEST_COMPARED = 64;

/** Levenshtein distance: the fewest single-character edits that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (const [i, charA] of a.split('').entries()) {
    const current = [i + 1];
    for (const [j, charB] of b.split('').entries()) {
      const [diagonal, above, left] = [previous[j], previous[j + 1], current[j]] as [number, number, number];
      current.push(Math.min(above + 1, left + 1, diagonal + (charA === charB ? 0 : 1)));
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The known name a misspelt one most likely meant: the closest by edit distance, ignoring case,
 * and only when it is close (two edits, or a third of the name for long names), so a name that
 * resembles nothing gets no misleading suggestion.
 */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  if (name.length > LONGEST_COMPARED) return undefined;
  const allowed = Math.max(2, Math.floor(name.length / 3));
  let best: { readonly name: string; readonly distance: number } | undefined;
  for (const candidate of known) {
    if (Math.abs(candidate.length - name.length) > allowed) continue;
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance <= allowed && (best === undefined || distance < best.distance)) {
      best = { name: candidate, distance };
    }
  }
  return best?.name;
}
