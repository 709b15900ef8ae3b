/** Names longer than this are not typos of a known name; comparing them would only cost time. */
const LONGEST_COMPARED = 64;

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
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
