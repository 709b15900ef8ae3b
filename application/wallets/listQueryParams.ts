import { type WalletQuery } from '../ports/WalletRegistry';

type ListParam = 'include' | 'exclude' | 'chains' | 'rdns';

/**
 * The list parameters of an explorer query, each left out when empty (the explorer reads an empty
 * list as no filter at all), each id sent once.
 */
export function listQueryParams(
  lists: Readonly<Partial<Record<ListParam, readonly string[]>>>,
): Pick<WalletQuery, ListParam> {
  const params: { -readonly [K in ListParam]?: readonly string[] } = {};
  for (const [key, list] of Object.entries(lists) as [ListParam, readonly string[]][]) {
    if (list.length > 0) params[key] = [...new Set(list)];
  }
  return params;
}
