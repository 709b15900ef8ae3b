import { badRequest } from './ApiError';

/** Reading the fields of a JSON body, each wrong type a 400 naming the field. */
export function requireObject(body: unknown, what = 'Body'): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('invalid_body', `${what} must be a JSON object`);
  }
  return body as Record<string, unknown>;
}

export function requireString(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw badRequest('invalid_parameter', `${name} must be a non-empty string`);
  }
  return value.trim();
}

export function optionalString(fields: Record<string, unknown>, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest('invalid_parameter', `${name} must be a string`);
  return value;
}

export function optionalNumber(fields: Record<string, unknown>, name: string): number | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw badRequest('invalid_parameter', `${name} must be a non-negative number`);
  }
  return value;
}

export function optionalBoolean(fields: Record<string, unknown>, name: string): boolean | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badRequest('invalid_parameter', `${name} must be a boolean`);
  return value;
}

export function requireStringArray(fields: Record<string, unknown>, name: string): string[] {
  const value = fields[name];
  if (!Array.isArray(value) || !value.every((item): item is string => typeof item === 'string')) {
    throw badRequest('invalid_parameter', `${name} must be a list of strings`);
  }
  return value;
}
