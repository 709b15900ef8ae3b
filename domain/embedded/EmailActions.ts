import * as t from 'io-ts';

/**
 * SPEC §4: what the embedded wallet asks for next after an email was submitted to connect:
 * approve this device by the link it mailed, enter the mailed one-time code, or nothing more.
 */
export const EMAIL_CONNECT_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const;

export type EmailConnectAction = (typeof EMAIL_CONNECT_ACTIONS)[number];

export const EmailConnectActionCodec = t.keyof(
  { VERIFY_DEVICE: null, VERIFY_OTP: null, CONNECT: null },
  'EmailConnectAction',
);

/**
 * SPEC §4: the steps of changing the account's email: a code sent to the current address is
 * verified first, then one sent to the new address.
 */
export const EMAIL_UPDATE_ACTIONS = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const;

export type EmailUpdateAction = (typeof EMAIL_UPDATE_ACTIONS)[number];

export const EmailUpdateActionCodec = t.keyof(
  { VERIFY_PRIMARY_OTP: null, VERIFY_SECONDARY_OTP: null },
  'EmailUpdateAction',
);
