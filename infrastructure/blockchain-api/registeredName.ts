import * as E from 'fp-ts/Either';
import * as t from 'io-ts';

const RegistrationMessage = t.type({ name: t.string });

/**
 * The name a registration is for, read from its signed message (the JSON of
 * `buildNameRegistrationMessage`), so that a refusal can say "Error registering name {name}"
 * (SPEC §8). A message that is not such JSON is named as it is.
 */
export function registeredName(message: string): string {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return message;
  }
  const decoded = RegistrationMessage.decode(json);
  return E.isRight(decoded) ? decoded.right.name : message;
}
