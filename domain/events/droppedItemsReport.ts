import { cutForDisplay } from '../format/cutForDisplay';

/** How many of an answer's dropped items are described to the host; the rest are only counted. */
export const DROPPED_PROBLEMS_REPORTED = 5;

/** `ANSWER_ITEMS_DROPPED`'s properties: the call, how many items it lost, and the first reasons. */
export type DroppedItemsReport = {
  /** The call that answered, e.g. `GET /v1/account/{address}/balance` (no visitor data). */
  readonly call: string;
  readonly droppedCount: number;
  /** One line per item left out (the first few), naming the field and the value at fault. */
  readonly problems: readonly string[];
};

export function droppedItemsReport(call: string, problems: readonly string[]): DroppedItemsReport {
  return {
    call,
    droppedCount: problems.length,
    problems: problems
      .slice(0, DROPPED_PROBLEMS_REPORTED)
      .map((problem) => cutForDisplay(problem, 'message')),
  };
}
