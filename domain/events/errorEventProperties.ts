import { cutForDisplay } from '../format/cutForDisplay';

/** How many of an answer's dropped items are described to the host; the rest are only counted. */
export const DROPPED_PROBLEMS_REPORTED = 5;

/**
 * `MODAL_ERROR`'s properties: the view that failed and the error's message, cut to a sentence's
 * length. Never the stack or the error itself: the host may forward the event anywhere.
 */
export function modalErrorProperties(view: string, error: unknown): Readonly<Record<string, string>> {
  const message = error instanceof Error ? error.message : String(error);
  return { view, errorMessage: cutForDisplay(message, 'message') };
}

/** `ANSWER_ITEMS_DROPPED`'s properties: the call, how many items it lost, and the first reasons. */
export function droppedItemsProperties(
  call: string,
  problems: readonly string[],
): Readonly<Record<string, unknown>> {
  return {
    call,
    droppedCount: problems.length,
    problems: problems
      .slice(0, DROPPED_PROBLEMS_REPORTED)
      .map((problem) => cutForDisplay(problem, 'message')),
  };
}
