import { type SiftedList } from '../../domain/decoding/siftedList';
import { type DroppedItemsReport, droppedItemsReport } from '../../domain/events/droppedItemsReport';

/** Told about every answer that had items left out; the composition root tells the host. */
export type DroppedItemsListener = (report: DroppedItemsReport) => void;

/** The kept items of a sifted list, after telling `listener` about the dropped ones (if any). */
export function keptItems<A>(
  call: string,
  list: SiftedList<A>,
  listener: DroppedItemsListener | undefined,
): readonly A[] {
  if (list.dropped.length > 0) listener?.(droppedItemsReport(call, list.dropped));
  return list.kept;
}
