import { WebUrl, exactObject } from './primitives';

/**
 * REFERENCE §3a `POST /v1/generators/onrampurl`: `{url}`. The visitor is sent to it, so only an
 * http(s) link is accepted.
 */
export const OnrampUrlAnswer = exactObject({ url: WebUrl }, 'OnrampUrlAnswer');
