import { DisplayName } from '../../../domain/decoding/displayText';
import { exactObject, nullable, NullableImageUrl } from './primitives';

/** REFERENCE §3a `GET /v1/identity/{address}`: `{avatar: string|null, name: string|null}`. */
export const IdentityAnswer = exactObject(
  { name: nullable(DisplayName), avatar: NullableImageUrl },
  'IdentityAnswer',
);
