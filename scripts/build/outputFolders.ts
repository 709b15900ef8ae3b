/**
 * The builds that write into `dist/`, each in its own place, so one build's clean-up never removes
 * another's output.
 */
export const OUTPUT_FOLDERS = {
  /** `dist/browser/`: the library for pages. */
  browser: 'browser',
  /** `dist/demo/`: the demo site's bundle. */
  demo: 'demo',
} as const;

/** True for a file of `dist/` that one of the folders above holds. */
export function isInOutputFolder(asset: string): boolean {
  return Object.values(OUTPUT_FOLDERS).some((folder) => asset.startsWith(`${folder}/`));
}
