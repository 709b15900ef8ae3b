import { type FrameRequest } from '../protocol/frameProtocol';
import { type AccountType } from '../protocol/serviceApi';
import { ServiceError } from './ServiceError';
import { isSocialProvider, SOCIAL_PROVIDERS, type SocialProvider } from './socialIdentities';

/**
 * Readers of request payloads (SPEC §5 shapes): each returns the value or throws a ServiceError
 * naming the request and the field, e.g. `CONNECT_EMAIL: email must be an email address`.
 */
type Fields = Readonly<Record<string, unknown>>;

export function fieldsOf(request: FrameRequest, payload: unknown): Fields {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new ServiceError(`${request}: the payload must be an object`);
  }
  return payload as Fields;
}

/** RFC 5321's longest path, and a practical shape: a local part, `@`, a domain with a dot. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** An email address, lower-cased: one mailbox is one login, however it is typed. */
export function readEmail(request: FrameRequest, payload: unknown): string {
  const email = fieldsOf(request, payload).email;
  if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email.trim())) {
    throw new ServiceError(`${request}: email must be an email address`);
  }
  return email.trim().toLowerCase();
}

export function readOtp(request: FrameRequest, payload: unknown): string {
  const otp = fieldsOf(request, payload).otp;
  if (typeof otp !== 'string') throw new ServiceError(`${request}: otp must be a string`);
  return otp;
}

/** A chain id as sites write it: a number, a decimal or hex string, or CAIP-2 `eip155:N`. */
export function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value;
  const parsed = /^0x[0-9a-f]+$/i.test(text)
    ? Number.parseInt(text, 16)
    : /^\d+$/.test(text)
      ? Number(text)
      : NaN;
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}

export function readChainId(request: FrameRequest, value: unknown): number {
  const chainId = parseChainId(value);
  if (chainId === undefined)
    throw new ServiceError(`${request}: chainId must be a chain id, got ${JSON.stringify(value)}`);
  return chainId;
}

/** An optional field: absent (or the payload absent) is undefined. */
export function optionalField(payload: unknown, name: string): unknown {
  return typeof payload === 'object' && payload !== null ? (payload as Fields)[name] : undefined;
}

export function readProvider(request: FrameRequest, payload: unknown): SocialProvider {
  const provider = fieldsOf(request, payload).provider;
  if (!isSocialProvider(provider)) {
    throw new ServiceError(`${request}: provider must be one of ${SOCIAL_PROVIDERS.join(', ')}`);
  }
  return provider;
}

export function readAccountType(request: FrameRequest, value: unknown): AccountType {
  if (value !== 'eoa' && value !== 'smartAccount') {
    throw new ServiceError(`${request}: the account type must be "eoa" or "smartAccount"`);
  }
  return value;
}

export function readString(request: FrameRequest, payload: unknown, name: string): string {
  const value = fieldsOf(request, payload)[name];
  if (typeof value !== 'string' || value === '')
    throw new ServiceError(`${request}: ${name} must be a string`);
  return value;
}

/** SYNC_THEME: a theme mode, when given, is light or dark. */
export function checkTheme(payload: unknown): void {
  const mode = optionalField(payload, 'themeMode');
  if (mode !== undefined && mode !== 'light' && mode !== 'dark') {
    throw new ServiceError('SYNC_THEME: themeMode must be "light" or "dark"');
  }
}
