import { isFrameRequest } from '../protocol/frameProtocol';
import {
  type ApprovalBody,
  type FrameContext,
  type FrameRequestBody,
  type SiteData,
} from '../protocol/serviceApi';
import { HttpError } from './httpAnswers';

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(fields: Fields, name: string, maxLength: number): string {
  const value = fields[name];
  if (typeof value !== 'string' || value === '' || value.length > maxLength) {
    throw new HttpError(400, `context.${name} must be a string of 1 to ${maxLength} characters`);
  }
  return value;
}

function siteOf(value: unknown): SiteData | undefined {
  if (!isFields(value)) return undefined;
  const { name, url } = value;
  return {
    ...(typeof name === 'string' ? { name: name.slice(0, 100) } : {}),
    ...(typeof url === 'string' ? { url: url.slice(0, 300) } : {}),
  };
}

function contextOf(value: unknown): FrameContext {
  if (!isFields(value)) throw new HttpError(400, 'context must be an object');
  const { chainId, token } = value;
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId)) {
    throw new HttpError(400, 'context.chainId must be a whole number');
  }
  if (token !== undefined && typeof token !== 'string')
    throw new HttpError(400, 'context.token must be a string');
  const site = siteOf(value.site);
  return {
    projectId: text(value, 'projectId', 200),
    origin: text(value, 'origin', 300),
    deviceId: text(value, 'deviceId', 100),
    chainId,
    ...(token === undefined ? {} : { token }),
    ...(site === undefined ? {} : { site }),
  };
}

/** `POST /api/request`: the frame's context, the request's type and its payload (checked by its handler). */
export function readFrameRequestBody(value: unknown): FrameRequestBody {
  if (!isFields(value)) throw new HttpError(400, 'The body must be an object');
  if (!isFrameRequest(value.type))
    throw new HttpError(400, `Unknown request type ${JSON.stringify(value.type)}`);
  return { context: contextOf(value.context), type: value.type, payload: value.payload };
}

/** `POST /api/approve`: the frame's context and the ticket of the request the visitor approved. */
export function readApprovalBody(value: unknown): ApprovalBody {
  if (!isFields(value)) throw new HttpError(400, 'The body must be an object');
  if (typeof value.ticket !== 'string' || value.ticket === '')
    throw new HttpError(400, 'ticket must be a string');
  return { context: contextOf(value.context), ticket: value.ticket };
}
