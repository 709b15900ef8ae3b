import { HttpStatusError } from '../../domain/errors/HttpStatusError';

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

/** The common query every call to the services carries (SPEC §7: sdk type, sdk version, project id). */
export interface ServiceIdentity {
  readonly projectId: string;
  readonly sdkType: string;
  readonly sdkVersion: string;
}

/** `base` + `path` + query, with empty and undefined values left out. */
export function buildUrl(
  base: string,
  path: string,
  query: Readonly<Record<string, string | number | boolean | undefined>>,
): string {
  const url = new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * Sends a request and returns the response when it is 2xx. SPEC §8: anything else raises
 * "HTTP status code: {status}" with the response as the cause.
 */
export async function fetchOk(fetchFn: FetchFunction, url: string, init?: RequestInit): Promise<Response> {
  const response = await fetchFn(url, init);
  if (!response.ok) throw new HttpStatusError(response.status, response);
  return response;
}
