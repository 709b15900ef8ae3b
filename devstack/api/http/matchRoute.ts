import { type HttpMethod, type Route } from './Route';

export interface RouteMatch {
  readonly route: Route;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * The route for `method` and `path`, with its `:name` parameters decoded. A trailing slash is
 * ignored, as the real service does, so `/v1/` and `/v1` are the same call.
 */
export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch | undefined {
  const segments = splitPath(path);
  if (segments === undefined) return undefined;
  for (const route of routes) {
    if (route.method !== (method as HttpMethod)) continue;
    const params = matchSegments(splitPath(route.pattern) ?? [], segments);
    if (params !== undefined) return { route, params };
  }
  return undefined;
}

function matchSegments(
  pattern: readonly string[],
  segments: readonly string[],
): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}

/** The decoded, non-empty segments of a path; `undefined` when one is not valid percent-encoding. */
function splitPath(path: string): string[] | undefined {
  try {
    return path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}
