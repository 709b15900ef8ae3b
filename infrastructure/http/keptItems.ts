import { type SiftedList } from '../../domain/decoding/siftedList';

/** The items of a service's answer that were left out while decoding, and why. */
export interface DroppedAnswerItems {
  /** The call that answered, e.g. `GET /v1/account/{address}/balance` (no visitor data). */
  readonly call: string;
  /** One line per item left out, naming the field and the value at fault. */
  readonly problems: readonly string[];
}

/** Told about every answer that had items left out; the composition root tells the host. */
export type DroppedItemsListener = (dropped: DroppedAnswerItems) => void;

/** The kept items of a sifted list, after telling `listener` about the dropped ones (if any). */
export function keptItems<A>(
  call: string,
  list: SiftedList<A>,
  listener: DroppedItemsListener | undefined,
): readonly A[] {
  if (list.dropped.length > 0) listener?.({ call, problems: list.dropped });
  return list.kept;
}
