import path from 'node:path';
import { type Compiler, WebpackError } from 'webpack';

/**
 * Fails a build that would ship a module from one of the given project folders: the local stand-ins
 * and the tests must never reach a visitor, even through a stray import.
 */
export class ForbidSourcesPlugin {
  constructor(private readonly folders: readonly string[]) {}

  apply(compiler: Compiler): void {
    const roots = this.folders.map((folder) => path.join(compiler.context, folder) + path.sep);
    compiler.hooks.thisCompilation.tap('ForbidSourcesPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ForbidSourcesPlugin', (modules) => {
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource;
          if (resource === undefined || !roots.some((root) => resource.startsWith(root))) continue;
          compilation.errors.push(
            new WebpackError(`${path.relative(compiler.context, resource)} must not be in this build`),
          );
        }
      });
    });
  }
}
