import { aBoolean, expecting, optional } from './codec/expecting';
import { objectOf } from './codec/objectOf';

type Method = (...args: never[]) => unknown;

const aMethod = optional(expecting('a function', (value): value is Method => typeof value === 'function'));

/**
 * The members of AppKit's SIWX configuration. Keyport calls `getRequired` and leaves the session
 * store to the host's object, so each member is optional, but one given with another type is a
 * configuration that cannot work.
 */
interface SiwxMembers {
  readonly createMessage?: Method | undefined;
  readonly addSession?: Method | undefined;
  readonly revokeSession?: Method | undefined;
  readonly setSessions?: Method | undefined;
  readonly getSessions?: Method | undefined;
  readonly getRequired?: Method | undefined;
  readonly signOutOnDisconnect?: boolean | undefined;
}

/**
 * Option `siwx`: an object (often a class instance, so members are read through its prototype and
 * other members are its own business).
 */
export const SiwxCodec = objectOf<SiwxMembers>(
  'a sign-in configuration object',
  {
    createMessage: aMethod,
    addSession: aMethod,
    revokeSession: aMethod,
    setSessions: aMethod,
    getSessions: aMethod,
    getRequired: aMethod,
    signOutOnDisconnect: optional(aBoolean),
  },
  { noun: 'member', unknownNames: 'keep' },
);

/** Option `siweConfig` (legacy): an object; Keyport only needs to know that one is set. */
export const SiweConfigCodec = objectOf<object>(
  'a sign-in configuration object',
  {},
  { noun: 'member', unknownNames: 'keep' },
);
