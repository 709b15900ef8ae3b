import { readFileSync } from 'node:fs';

/** The size budgets kept in the repository (size-budgets.json), all in gzip bytes. */
export interface SizeBudgets {
  /** Everything the page loads before the first click, React and React DOM excluded. */
  readonly beforeFirstClick: number;
  /** Per chunk, by chunk name. */
  readonly chunks: Readonly<Record<string, number>>;
  /** For a chunk not listed in `chunks`. */
  readonly anyOtherChunk: number;
}

function isByteCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Reads and checks the budgets file; a malformed one fails with what is wrong. */
export function readSizeBudgets(file: string): SizeBudgets {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const fields = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const chunks = fields.chunks;
  if (!isByteCount(fields.beforeFirstClick))
    throw new Error(`${file}: "beforeFirstClick" must be a byte count`);
  if (!isByteCount(fields.anyOtherChunk)) throw new Error(`${file}: "anyOtherChunk" must be a byte count`);
  if (typeof chunks !== 'object' || chunks === null || Array.isArray(chunks))
    throw new Error(`${file}: "chunks" must map chunk names to byte counts`);
  for (const [name, budget] of Object.entries(chunks)) {
    if (!isByteCount(budget)) throw new Error(`${file}: the budget of chunk "${name}" must be a byte count`);
  }
  return {
    beforeFirstClick: fields.beforeFirstClick,
    chunks: chunks as Record<string, number>,
    anyOtherChunk: fields.anyOtherChunk,
  };
}
