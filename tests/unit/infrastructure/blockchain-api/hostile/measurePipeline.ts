import fc from 'fast-check';
import type * as t from 'io-ts';
import { decodeJsonAnswer } from '../../../../../infrastructure/http/decodeJsonAnswer';
import { InvalidResponseError } from '../../../../../infrastructure/http/RequestErrors';

/** Generated answers driven through each pipeline. */
export const PIPELINE_RUNS = 10_000;

/** A long task, as browsers count them: any longer and the page stops answering the visitor. */
export const LONG_TASK_MS = 50;

/** What a pipeline's runs came to. */
export interface PipelineFigures {
  readonly runs: number;
  readonly maxMs: number;
  readonly totalMs: number;
}

/** Past this, an input is timed again (see `timeOf`). */
const RETIME_ABOVE_MS = 5;

/**
 * The time one input takes. An input that took more than a few milliseconds is timed twice more
 * and its best time kept: a slow input is slow every time, while a garbage collection or another
 * process on this shared machine stalls only one run.
 */
function timeOf(run: () => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 3 && best > RETIME_ABOVE_MS; attempt += 1) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * Runs `pipeline` (decoder and consumers) on `PIPELINE_RUNS` generated inputs, timing each. Any
 * error the pipeline throws fails the property (fast-check then shrinks it to a small input).
 */
export function measurePipeline<T>(inputs: fc.Arbitrary<T>, pipeline: (input: T) => void): PipelineFigures {
  let runs = 0;
  let maxMs = 0;
  let totalMs = 0;
  fc.assert(
    fc.property(inputs, (input) => {
      runs += 1;
      const ms = timeOf(() => pipeline(input));
      maxMs = Math.max(maxMs, ms);
      totalMs += ms;
    }),
    { numRuns: PIPELINE_RUNS },
  );
  if (process.env['KEYPORT_PIPELINE_FIGURES'] !== undefined) {
    console.log(
      `${expect.getState().currentTestName}: ${runs} runs, max ${maxMs.toFixed(2)} ms, total ${totalMs.toFixed(0)} ms`,
    );
  }
  return { runs, maxMs, totalMs };
}

/**
 * The answer decoded as the adapter decodes it; `undefined` when the decoder refused it whole
 * (INVALID_RESPONSE: the expected fate of an answer of the wrong shape). Any other error is not.
 */
export function decodedOrRefused<A>(
  call: string,
  text: string,
  decoder: t.Decoder<unknown, A>,
): A | undefined {
  try {
    return decodeJsonAnswer(call, text, decoder);
  } catch (error) {
    if (error instanceof InvalidResponseError) return undefined;
    throw error;
  }
}
