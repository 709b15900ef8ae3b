import { badRequest } from './ApiError';

/** A query parameter the call cannot do without; missing or empty is a 400 naming it. */
export function requiredQuery(query: URLSearchParams, name: string): string {
  const value = query.get(name);
  if (value === null || value.trim() === '') {
    throw badRequest('missing_parameter', `Query parameter ${name} is required`);
  }
  return value.trim();
}

export function optionalQuery(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  return value === null || value.trim() === '' ? undefined : value.trim();
}
