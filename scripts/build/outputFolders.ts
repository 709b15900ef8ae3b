/**
 * The builds that write into `dist/`, each in its own folder, so one build's clean-up never removes
 * another's output. The package ships every folder but the demo's.
 */
export const OUTPUT_FOLDERS = {
  /** `dist/browser/`: the library for pages (`keyport`), ES modules, chunks beside the entry. */
  browser: 'browser',
  /** `dist/node/`: the instance for Node (`keyport/headless`), ES module and CommonJS. */
  node: 'node',
  /** `dist/networks/`: the ready-made networks alone (`keyport/networks`), for servers and pages. */
  networks: 'networks',
  /** `dist/types/`: one declaration file per entry and module format. */
  types: 'types',
  /** `dist/demo/`: the demo site's bundle. */
  demo: 'demo',
} as const;
