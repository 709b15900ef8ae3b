/** The two module formats Node loads: CommonJS for `require`, ES modules for `import`. */
export type ModuleFormat = 'cjs' | 'esm';

/** How webpack writes each format for Node. */
export const NODE_FORMATS = {
  cjs: { extension: 'cjs', library: 'commonjs2', chunkLoading: 'require', externalsType: 'commonjs' },
  esm: { extension: 'mjs', library: 'module', chunkLoading: 'import', externalsType: 'module' },
} as const satisfies Record<ModuleFormat, object>;
