import { type ApiRequest } from './ApiRequest';
import { type ApiResponse } from './ApiResponse';

export type HttpMethod = 'GET' | 'POST';

/**
 * `project`: the call needs an accepted project id (in the query; for POST also in the body).
 * `open`: calls REFERENCE §3a lists without a project id: name registration, which its signature
 * authenticates, and the images answers link to, which like a CDN's load in a plain `<img>`.
 */
export type RouteAccess = 'project' | 'open';

export interface Route {
  readonly method: HttpMethod;
  /** A path whose `:name` segments are parameters, e.g. `/v1/identity/:address`. */
  readonly pattern: string;
  readonly access: RouteAccess;
  readonly handle: (request: ApiRequest) => Promise<ApiResponse>;
}

export function get(pattern: string, handle: Route['handle'], access: RouteAccess = 'project'): Route {
  return { method: 'GET', pattern, access, handle };
}

export function post(pattern: string, handle: Route['handle'], access: RouteAccess = 'project'): Route {
  return { method: 'POST', pattern, access, handle };
}
