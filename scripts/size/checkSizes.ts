import { type ChunkSize } from './ChunkSize';
import { type SizeBudgets } from './SizeBudgets';

export interface ChunkVerdict extends ChunkSize {
  readonly budget: number;
  /** True when the budget is the catch-all one (the chunk has none of its own). */
  readonly catchAllBudget: boolean;
  readonly overBudget: boolean;
}

export interface SizeReport {
  readonly chunks: readonly ChunkVerdict[];
  readonly beforeFirstClick: {
    readonly gzipBytes: number;
    readonly budget: number;
    readonly overBudget: boolean;
  };
  readonly totalGzipBytes: number;
  readonly passed: boolean;
}

/** Holds each chunk against its budget, and what loads before the first click against that total. */
export function checkSizes(chunks: readonly ChunkSize[], budgets: SizeBudgets): SizeReport {
  const verdicts = chunks.map((chunk): ChunkVerdict => {
    const own = budgets.chunks[chunk.name];
    const budget = own ?? budgets.anyOtherChunk;
    return { ...chunk, budget, catchAllBudget: own === undefined, overBudget: chunk.gzipBytes > budget };
  });
  const sum = (list: readonly ChunkSize[]): number =>
    list.reduce((total, chunk) => total + chunk.gzipBytes, 0);
  const beforeClickBytes = sum(chunks.filter((chunk) => chunk.beforeFirstClick));
  const beforeFirstClick = {
    gzipBytes: beforeClickBytes,
    budget: budgets.beforeFirstClick,
    overBudget: beforeClickBytes > budgets.beforeFirstClick,
  };
  return {
    chunks: verdicts,
    beforeFirstClick,
    totalGzipBytes: sum(chunks),
    passed: !beforeFirstClick.overBudget && verdicts.every((chunk) => !chunk.overBudget),
  };
}
