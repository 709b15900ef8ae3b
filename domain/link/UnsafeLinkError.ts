import { KeyportError } from '../errors/KeyportError';

/** The kinds of link Keyport follows or shows, each with its own rule (see `linkRules`). */
export type LinkKind = 'web link' | 'wallet link' | 'image';

/** What the rule of each kind accepts, as error messages say it. */
export const LINK_EXPECTATIONS: Readonly<Record<LinkKind, string>> = {
  'web link': 'an https link (or http on this machine)',
  'wallet link': "an https link (or http on this machine) or a wallet app's own scheme",
  image: 'an https image (or http on this machine) or a data:image of a picture type',
};

/** A link from outside data that Keyport refuses to follow or show. */
export class UnsafeLinkError extends KeyportError {
  override readonly name = 'UnsafeLinkError';
  readonly kind: LinkKind;

  constructor(kind: LinkKind) {
    super(
      'UNSAFE_LINK',
      `Refused ${kind === 'image' ? 'an image' : `a ${kind}`}: expected ${LINK_EXPECTATIONS[kind]}`,
    );
    this.kind = kind;
  }
}
