import * as E from 'fp-ts/Either';
import { AppMetadataSyncPayloadCodec, ThemeSyncPayloadCodec } from '../../../../domain/theme/ThemeSync';

describe('SPEC §3 theme sync and app metadata sync', () => {
  it('SPEC §3: theme sync carries themeMode, themeVariables and w3mThemeVariables, each optional', () => {
    const payload = {
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#f00' },
      w3mThemeVariables: { '--w3m-accent': '#f00', '--w3m-background': '#fff' },
    };
    expect(ThemeSyncPayloadCodec.decode(payload)).toEqual(E.right(payload));
    expect(E.isRight(ThemeSyncPayloadCodec.decode({}))).toBe(true);
  });

  it('SPEC §5: theme sync rejects a theme mode other than light or dark, and unknown theme variables', () => {
    expect(E.isLeft(ThemeSyncPayloadCodec.decode({ themeMode: 'auto' }))).toBe(true);
    expect(E.isLeft(ThemeSyncPayloadCodec.decode({ themeVariables: { '--x': '1' } }))).toBe(true);
  });

  it('SPEC §3: app metadata sync carries metadata, sdkVersion, sdkType and projectId', () => {
    const payload = {
      metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] },
      sdkVersion: 'react-keyport-1.7.4',
      sdkType: 'keyport',
      projectId: 'p1',
    };
    expect(AppMetadataSyncPayloadCodec.decode(payload)).toEqual(E.right(payload));
    expect(E.isRight(AppMetadataSyncPayloadCodec.decode({ projectId: 'p1' }))).toBe(true);
    expect(E.isLeft(AppMetadataSyncPayloadCodec.decode({ sdkType: 'keyport' }))).toBe(true);
  });
});
