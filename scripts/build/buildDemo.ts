import { execFile } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** The demo's bundle, built into `outputPath` (npm run build:demo builds into dist/demo). */
export const DEFAULT_DEMO_BUNDLE_DIR = path.join(ROOT, 'dist', 'demo');

/**
 * Builds the demo site's bundle into `outputPath` with webpack, in a process of its own (the build
 * is heavy, and the caller may be a test runner). Rejects with webpack's output when the build fails.
 */
export function buildDemo(outputPath: string = DEFAULT_DEMO_BUNDLE_DIR): Promise<void> {
  return buildPage(path.join('demo', 'webpack.config.ts'), outputPath);
}

/** Builds the page whose webpack configuration is `configFile` (relative to the project) into `outputPath`. */
export function buildPage(configFile: string, outputPath: string): Promise<void> {
  const cli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const args = [cli, '--config', configFile, '--output-path', outputPath];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`The build of ${configFile} failed:\n${stdout}${stderr}`));
      else resolve();
    });
  });
}
