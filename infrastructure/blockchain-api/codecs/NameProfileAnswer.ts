import * as t from 'io-ts';
import { type NameProfile } from '../../../application/ports/BlockchainApi';
import { DisplayName } from '../../../domain/decoding/displayText';
import { exactObject, exactObjectWithOptional, nullable, optionalField } from './primitives';

const Attributes = exactObjectWithOptional(
  {},
  { avatar: nullable(t.string), bio: nullable(t.string) },
  'NameAttributes',
);
type Attributes = t.TypeOf<typeof Attributes>;

/**
 * REFERENCE §3a `GET /v1/profile/account/{name}`: `{name, registered_at, updated_at, addresses:
 * {[coinType]: {address, created}}, attributes: [{avatar?, bio?}]}`. The dates are not used.
 */
export const NameProfileAnswer = exactObject(
  {
    name: DisplayName,
    addresses: t.readonly(t.record(t.string, exactObject({ address: t.string }, 'NameAddress'))),
    attributes: t.readonlyArray(Attributes),
  },
  'NameProfileAnswer',
);
export type NameProfileAnswer = t.TypeOf<typeof NameProfileAnswer>;

/** REFERENCE §3a `GET /v1/profile/reverse/{address}`: an array of profiles. */
export const NameProfilesAnswer = t.readonlyArray(NameProfileAnswer, 'NameProfilesAnswer');

export function toNameProfile(answer: NameProfileAnswer): NameProfile {
  return { name: answer.name, addresses: answer.addresses, attributes: answer.attributes.map(toAttributes) };
}

function toAttributes(attributes: Attributes): NameProfile['attributes'][number] {
  return { ...optionalField('avatar', attributes.avatar), ...optionalField('bio', attributes.bio) };
}
