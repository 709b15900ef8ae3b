import { forbidden } from './ApiError';

/**
 * REFERENCE §3a: GET calls carry the project id in the query; POST calls in the query or, for the
 * calls whose body has a `projectId` field (price, swap transaction), in the body.
 */
export function projectIdOf(method: string, query: URLSearchParams, body: unknown): string | undefined {
  const fromQuery = query.get('projectId');
  if (fromQuery !== null && fromQuery !== '') return fromQuery;
  if (method !== 'POST' || typeof body !== 'object' || body === null) return undefined;
  const fromBody = (body as Record<string, unknown>)['projectId'];
  return typeof fromBody === 'string' && fromBody !== '' ? fromBody : undefined;
}

export function assertProjectAllowed(projectId: string | undefined, accepted: ReadonlySet<string>): void {
  if (projectId !== undefined && accepted.has(projectId)) return;
  throw forbidden(`Project id ${projectId ?? '(missing)'} is not allowed`);
}
