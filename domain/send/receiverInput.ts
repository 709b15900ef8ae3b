import { isValidAddress } from '../address/isValidAddress';
import { type ChainNamespace } from '../chain/ChainNamespace';

/** What the visitor typed in the receiver field. */
export type ReceiverInput =
  | { readonly kind: 'empty' }
  | { readonly kind: 'address'; readonly address: string }
  /** A name such as `ada.reown.id`, to resolve through the profile lookup (SPEC §7). */
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'invalid'; readonly text: string };

/** Labels separated by dots, at least two: names always carry their zone (`label.zone`). */
const NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/**
 * Sorts the receiver text: an address of the active namespace (SPEC §5 rule) is used as it is; a
 * dotted name is looked up, on eip155 only, where names exist (SPEC §9 "Names: eip155 only").
 * Surrounding spaces, which pasted text often carries, are ignored.
 */
export function classifyReceiver(text: string, namespace: ChainNamespace): ReceiverInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (isValidAddress(trimmed, namespace)) return { kind: 'address', address: trimmed };
  if (namespace === 'eip155' && NAME.test(trimmed)) return { kind: 'name', name: trimmed.toLowerCase() };
  return { kind: 'invalid', text: trimmed };
}
