import * as E from 'fp-ts/Either';
import { AppMetadataCodec } from '../../../../domain/theme/AppMetadata';

describe('SPEC §3 app metadata', () => {
  it('SPEC §3: name, description, url and an icons list', () => {
    const metadata = {
      name: 'Shop',
      description: 'A shop',
      url: 'https://shop.example',
      icons: ['https://i/1.png'],
    };
    expect(AppMetadataCodec.decode(metadata)).toEqual(E.right(metadata));
    expect(E.isLeft(AppMetadataCodec.decode({ ...metadata, icons: 'one.png' }))).toBe(true);
    expect(E.isLeft(AppMetadataCodec.decode({ name: 'Shop' }))).toBe(true);
  });
});
