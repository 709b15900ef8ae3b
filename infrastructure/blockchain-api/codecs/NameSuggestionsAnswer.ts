import * as t from 'io-ts';
import { DisplayName } from '../../../domain/decoding/displayText';
import { exactObject } from './primitives';

/** REFERENCE §3a `GET /v1/profile/suggestions/{name}`: `{suggestions: [{name, registered}]}`. */
export const NameSuggestionsAnswer = exactObject(
  {
    suggestions: t.readonlyArray(exactObject({ name: DisplayName, registered: t.boolean }, 'NameSuggestion')),
  },
  'NameSuggestionsAnswer',
);
