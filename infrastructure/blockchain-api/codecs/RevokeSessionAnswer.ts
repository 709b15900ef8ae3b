import * as t from 'io-ts';
import { exactObject } from './primitives';

/** REFERENCE §3a `POST /v1/sessions/{address}/revoke`: `{success}`. */
export const RevokeSessionAnswer = exactObject({ success: t.boolean }, 'RevokeSessionAnswer');
