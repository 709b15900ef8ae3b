import * as t from 'io-ts';
import { exactObject } from './primitives';

/** REFERENCE §3a `GET /v1/profile/suggestions/{name}`: `{suggestions: [{name, registered}]}`. */
export const NameSuggestionsAnswer = exactObject(
  {
    suggestions: t.readonlyArray(exactObject({ name: t.string, registered: t.boolean }, 'NameSuggestion')),
  },
  'NameSuggestionsAnswer',
);
