import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type StatsChunk } from 'webpack';
import { browserLibraryConfig, browserOutputPath } from '../build/browserLibraryConfig';
import { runWebpack } from '../build/runWebpack';
import { type ChunkSize } from './ChunkSize';

function nameOf(chunk: StatsChunk): string {
  return chunk.names?.[0] ?? String(chunk.id);
}

/**
 * Builds the browser library under `outputRoot` and measures each emitted JavaScript chunk: minified
 * bytes, and gzip bytes at level 9 (what a server compressing well sends).
 */
export async function measureBrowserBuild(outputRoot: string): Promise<ChunkSize[]> {
  const stats = await runWebpack(browserLibraryConfig(outputRoot));
  const outputPath = browserOutputPath(outputRoot);
  const json = stats.toJson({ all: false, chunks: true, ids: true, outputPath: true });
  return (json.chunks ?? []).map((chunk): ChunkSize => {
    const files = (chunk.files ?? []).filter((file) => /\.m?js$/.test(file));
    const contents = files.map((file) => readFileSync(path.join(outputPath, file)));
    return {
      name: nameOf(chunk),
      files,
      bytes: contents.reduce((total, content) => total + content.length, 0),
      gzipBytes: contents.reduce((total, content) => total + gzipSync(content, { level: 9 }).length, 0),
      beforeFirstClick: chunk.initial,
    };
  });
}
