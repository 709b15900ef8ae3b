import * as t from 'io-ts';

/**
 * REFERENCE §3a `GET /v1/sessions/{caipAddress}`: a list of sessions. Their fields are not
 * described, so each entry is passed on as unknown for the caller to decode.
 */
export const SmartSessionsAnswer = t.readonlyArray(t.unknown, 'SmartSessionsAnswer');
