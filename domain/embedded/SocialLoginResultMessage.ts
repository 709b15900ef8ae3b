import * as t from 'io-ts';

/**
 * REFERENCE §4: what the wallet service posts from a social login's window once the provider sent
 * the visitor back: the address it came back to, which the page hands the frame (CONNECT_SOCIAL).
 */
export const SocialLoginResultMessageCodec = t.type({ resultUri: t.string }, 'SocialLoginResultMessage');
