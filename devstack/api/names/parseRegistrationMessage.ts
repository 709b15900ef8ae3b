import { badRequest } from '../http/ApiError';

/** SPEC §9: the signed text is the JSON of `{name, attributes, timestamp}` (unix seconds). */
export interface RegistrationMessage {
  readonly name: string;
  readonly attributes: { readonly avatar?: string; readonly bio?: string };
  readonly timestamp: number;
}

export function parseRegistrationMessage(message: string): RegistrationMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    throw badRequest('invalid_message', 'message is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('invalid_message', 'message must be a JSON object');
  }
  const { name, attributes, timestamp } = parsed as Record<string, unknown>;
  if (typeof name !== 'string') throw badRequest('invalid_message', 'message.name must be a string');
  if (typeof timestamp !== 'number' || !Number.isInteger(timestamp)) {
    throw badRequest('invalid_message', 'message.timestamp must be unix seconds');
  }
  return { name, attributes: readAttributes(attributes), timestamp };
}

/** The attributes a profile shows; other keys are dropped, a non-object is a 400. */
function readAttributes(attributes: unknown): RegistrationMessage['attributes'] {
  if (attributes === undefined) return {};
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) {
    throw badRequest('invalid_message', 'message.attributes must be an object');
  }
  const { avatar, bio } = attributes as Record<string, unknown>;
  return {
    ...(typeof avatar === 'string' ? { avatar } : {}),
    ...(typeof bio === 'string' ? { bio } : {}),
  };
}
