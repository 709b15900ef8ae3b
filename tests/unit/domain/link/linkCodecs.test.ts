import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { checkLink, safeLinkOrUndefined } from '../../../../domain/link/checkLink';
import {
  droppedWhenUnsafe,
  ImageSourceCodec,
  WalletLinkCodec,
  WebLinkCodec,
} from '../../../../domain/link/linkCodecs';
import { UnsafeLinkError } from '../../../../domain/link/UnsafeLinkError';

describe('Hostile input §1: links are checked where they are decoded and where they are used', () => {
  it('decoders keep a safe link as the browser will read it', () => {
    expect(WebLinkCodec.decode('  https://wallet.example/\n')).toEqual(E.right('https://wallet.example/'));
    expect(WalletLinkCodec.decode('metamask')).toEqual(E.right('metamask'));
    expect(WalletLinkCodec.decode('trust://open')).toEqual(E.right('trust://open'));
    expect(ImageSourceCodec.decode('data:image/png;base64,AA==')).toEqual(
      E.right('data:image/png;base64,AA=='),
    );
  });

  it('decoders refuse an unsafe link with a message naming what was expected', () => {
    const decoded = WalletLinkCodec.decode('javascript:alert(1)');
    expect(E.isLeft(decoded)).toBe(true);
    if (E.isLeft(decoded)) expect(decoded.left[0]?.message).toBe('expected a wallet link');
    expect(E.isLeft(WebLinkCodec.decode('metamask://'))).toBe(true);
    expect(E.isLeft(ImageSourceCodec.decode(7))).toBe(true);
  });

  it('a link field of an outside record reads as null when unsafe, so the record is kept without it', () => {
    const Record = t.type({ name: t.string, mobile_link: droppedWhenUnsafe(WalletLinkCodec) });
    expect(Record.decode({ name: 'W', mobile_link: 'javascript:alert(1)' })).toEqual(
      E.right({ name: 'W', mobile_link: null }),
    );
    expect(Record.decode({ name: 'W', mobile_link: 'data:text/html,<b>x</b>' })).toEqual(
      E.right({ name: 'W', mobile_link: null }),
    );
    expect(Record.decode({ name: 'W', mobile_link: 12 })).toEqual(E.right({ name: 'W', mobile_link: null }));
    expect(Record.decode({ name: 'W', mobile_link: 'w://x' })).toEqual(
      E.right({ name: 'W', mobile_link: 'w://x' }),
    );
    expect(droppedWhenUnsafe(WebLinkCodec).is(null)).toBe(true);
    expect(droppedWhenUnsafe(WebLinkCodec).is('javascript:x')).toBe(false);
  });

  it('checkLink gives the link to use, or an UnsafeLinkError naming the kind', () => {
    expect(checkLink('web link', ' https://a.example ')).toEqual(E.right('https://a.example'));
    const refused = checkLink('wallet link', 'vbscript:x');
    expect(E.isLeft(refused) && refused.left).toBeInstanceOf(UnsafeLinkError);
    expect(E.isLeft(refused) && refused.left.code).toBe('UNSAFE_LINK');
    expect(E.isLeft(refused) && refused.left.shortMessage).toBe(
      "Refused a wallet link: expected an https link (or http on this machine) or a wallet app's own scheme",
    );
    const image = checkLink('image', 'javascript:x');
    expect(E.isLeft(image) && image.left.shortMessage).toBe(
      'Refused an image: expected an https image (or http on this machine) or a data:image of a picture type',
    );
    expect(safeLinkOrUndefined('image', 'javascript:x')).toBeUndefined();
    expect(safeLinkOrUndefined('web link', undefined)).toBeUndefined();
    expect(safeLinkOrUndefined('web link', 'https://a.example/')).toBe('https://a.example/');
  });
});
