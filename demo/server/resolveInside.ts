import path from 'node:path';

/**
 * The file a URL path names inside `root`, or undefined when it would leave `root` (`..`, encoded
 * separators, a NUL byte) or cannot be decoded.
 */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const absoluteRoot = path.resolve(root);
  const file = path.resolve(absoluteRoot, `.${path.posix.normalize(`/${decoded}`)}`);
  return file.startsWith(absoluteRoot + path.sep) ? file : undefined;
}
