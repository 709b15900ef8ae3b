import { HttpStatusError } from '../../domain/errors/HttpStatusError';
import { RequestTimeoutError } from './RequestErrors';

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

/**
 * Runs `work` with a signal that aborts after `timeoutMs`, or earlier when the caller's own signal
 * aborts. Reading the body belongs inside `work`, so a service that sends its headers and then
 * stalls still times out. A timeout raises `RequestTimeoutError` naming `call`; an abort by the
 * caller rethrows the caller's reason, since the caller asked for it and expects it back.
 */
export async function withTimeout<T>(
  call: string,
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = callerSignal === undefined ? timeout : AbortSignal.any([timeout, callerSignal]);
  try {
    return await work(signal);
  } catch (error) {
    if (callerSignal?.aborted === true) throw callerSignal.reason;
    if (timeout.aborted) throw new RequestTimeoutError(call, timeoutMs, error);
    throw error;
  }
}
