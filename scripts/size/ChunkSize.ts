/** One emitted JavaScript chunk of the browser build and what a visitor downloads for it. */
export interface ChunkSize {
  /** The chunk's name (from the source's `webpackChunkName`, or derived from its modules). */
  readonly name: string;
  readonly files: readonly string[];
  /** Bytes on disk, minified. */
  readonly bytes: number;
  /** Bytes gzipped at level 9. */
  readonly gzipBytes: number;
  /** True for the entry chunk and its static imports: what the page loads before the first click. */
  readonly beforeFirstClick: boolean;
}
