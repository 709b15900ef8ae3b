import * as t from 'io-ts';
import { AppMetadataCodec } from './AppMetadata';
import { ThemeModeCodec } from './ThemeMode';
import { ThemeVariablesCodec } from './ThemeVariables';

/**
 * SPEC §3 theme sync: what the embedded wallet frame needs to look like the modal around it.
 * `w3mThemeVariables` are the CSS variables already derived from the host's theme, so the frame
 * does not have to derive them itself.
 */
export const ThemeSyncPayloadCodec = t.partial(
  {
    themeMode: ThemeModeCodec,
    themeVariables: ThemeVariablesCodec,
    w3mThemeVariables: t.record(t.string, t.string),
  },
  'ThemeSyncPayload',
);

export type ThemeSyncPayload = t.TypeOf<typeof ThemeSyncPayloadCodec>;

/** SPEC §3 app metadata sync: who the embedded wallet is working for. */
export const AppMetadataSyncPayloadCodec = t.intersection(
  [
    t.type({ projectId: t.string }),
    t.partial({ metadata: AppMetadataCodec, sdkVersion: t.string, sdkType: t.string }),
  ],
  'AppMetadataSyncPayload',
);

export type AppMetadataSyncPayload = t.TypeOf<typeof AppMetadataSyncPayloadCodec>;
