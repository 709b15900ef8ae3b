import * as E from 'fp-ts/Either';
import { decodeOptions } from '../../../../domain/options/decodeOptions';
import { DEFAULT_FEATURES } from '../../../../domain/options/Features';
import { KeyportOptionsCodec } from '../../../../domain/options/KeyportOptionsCodec';
import { InvalidOptionsError } from '../../../../domain/options/OptionsErrors';
import { type OptionsError, resolveOptions } from '../../../../domain/options/resolveOptions';
import { BAD_OPTION_SETS } from '../../../fixtures/badOptions';
import { ethereum } from '../../../fixtures/networks';

const valid = { projectId: 'p', networks: [ethereum] };

function refused(input: unknown): OptionsError {
  const result = resolveOptions(input);
  if (E.isRight(result)) throw new Error('expected the options to be refused');
  return result.left;
}

describe('Hostile input: no option of a wrong type, an unknown value or an unknown name is accepted (SPEC §1)', () => {
  it.each(BAD_OPTION_SETS.map((set) => [set.mistake, set] as const))('refuses %s', (_, set) => {
    const error = refused(set.options);
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect(error.code).toBe('INVALID_OPTIONS');
    expect(error.shortMessage).toBe(set.message);
  });

  it('holds at least 30 distinct mistakes', () => {
    expect(new Set(BAD_OPTION_SETS.map((set) => set.mistake)).size).toBe(BAD_OPTION_SETS.length);
    expect(BAD_OPTION_SETS.length).toBeGreaterThanOrEqual(30);
  });
});

describe('SPEC §1 the options codec as a type guard', () => {
  it('agrees with decoding', () => {
    expect(KeyportOptionsCodec.is({ ...valid, themeMode: 'light', features: { swaps: false } })).toBe(true);
    expect(KeyportOptionsCodec.is({ ...valid, themeMode: undefined })).toBe(true);
    expect(KeyportOptionsCodec.is({ ...valid, themeMode: 'purple' })).toBe(false);
    expect(KeyportOptionsCodec.is(null)).toBe(false);
  });
});

describe('SPEC §1 several wrong options are named together', () => {
  it('lists each problem with its option', () => {
    const error = refused({ ...valid, projectId: 5, features: { swaps: 'yes' } });
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect((error as InvalidOptionsError).problems).toEqual([
      { option: 'projectId', problem: 'expected a string, got number' },
      { option: 'features.swaps', problem: 'expected a boolean, got "yes"' },
    ]);
  });

  it('names the first five, in the order options are listed, in the short message and every one in the message', () => {
    const flags = [
      'enableEmbedded',
      'allowUnsupportedChain',
      'manualWCControl',
      'enableNetworkSwitch',
      'showWallets',
    ];
    const options = Object.fromEntries([...flags, 'enableCoinbase', 'debug'].map((flag) => [flag, 'on']));
    const error = refused({ ...valid, ...options });
    expect(error.shortMessage).toBe(
      `${flags.map((flag) => `Option ${flag}: expected a boolean, got "on"`).join('; ')}; and 2 more`,
    );
    expect(error.message).toContain('Option enableCoinbase: expected a boolean, got "on"');
    expect(error.message).toContain('Option debug: expected a boolean, got "on"');
  });

  it('Hostile input: a list of thousands of bad entries reports a bounded number of them', () => {
    const error = refused({
      ...valid,
      includeWalletIds: Array.from({ length: 10_000 }, (_, index) => index),
    });
    expect((error as InvalidOptionsError).problems).toHaveLength(20);
    expect(error.shortMessage).toMatch(
      /^Option includeWalletIds\[0\]: expected a string, got number; .*; and 15 more$/,
    );
  });

  it('Hostile input: an object of thousands of unknown names reports a bounded number of them', () => {
    const names = Object.fromEntries(Array.from({ length: 5_000 }, (_, index) => [`option${index}`, index]));
    expect((refused({ ...valid, ...names }) as InvalidOptionsError).problems).toHaveLength(20);
  });

  it('shows a long string value shortened', () => {
    expect(refused({ ...valid, themeMode: 'd'.repeat(100) }).shortMessage).toBe(
      `Option themeMode: expected "light" or "dark", got "${'d'.repeat(40)}…"`,
    );
  });
});

describe('SPEC §1 rules between options still apply once every option has its type', () => {
  it('keeps the SPEC message for siweConfig with siwx', () => {
    expect(refused({ ...valid, siweConfig: {}, siwx: {} }).code).toBe('SIWE_AND_SIWX');
  });

  it('keeps the default network check', () => {
    const other = { ...ethereum, id: 10, caipNetworkId: 'eip155:10' };
    expect(refused({ ...valid, defaultNetwork: other }).shortMessage).toBe(
      'Option defaultNetwork (eip155:10) is not one of networks',
    );
  });
});

describe('REFERENCE §5 a site written for AppKit keeps working', () => {
  it('accepts the AppKit options a typical site sets', () => {
    const result = resolveOptions({
      ...valid,
      allWallets: 'HIDE',
      enableCoinbase: false,
      enableWalletGuide: false,
      debug: true,
      features: { analytics: false, headless: false },
    });
    expect(E.isRight(result) && result.right.features).toEqual({ ...DEFAULT_FEATURES, analytics: false });
  });

  it('keeps Keyport features set beside AppKit-only ones', () => {
    const result = resolveOptions({ ...valid, features: { headless: false, swaps: false } });
    expect(E.isRight(result) && result.right.features).toEqual({ ...DEFAULT_FEATURES, swaps: false });
  });

  it('accepts a sign-in configuration made by a class, members on its prototype', () => {
    class Siwx {
      getRequired(): boolean {
        return true;
      }
    }
    const siwx = new Siwx();
    const result = resolveOptions({ ...valid, siwx });
    expect(E.isRight(result) && result.right.siwx).toBe(siwx);
  });

  it('accepts metadata with extra fields a wallet library defines, as given', () => {
    const metadata = {
      name: 'S',
      description: 'D',
      url: 'https://s.example',
      icons: [],
      redirect: { native: 's://' },
    };
    const result = resolveOptions({ ...valid, metadata });
    expect(E.isRight(result) && result.right.metadata).toBe(metadata);
  });

  it('accepts custom RPC endpoints with AppKit transport settings', () => {
    const customRpcUrls = { 'eip155:1': [{ url: 'https://rpc.example', config: { timeout: 5 } }] };
    expect(E.isRight(resolveOptions({ ...valid, customRpcUrls }))).toBe(true);
  });

  it('accepts every option set to undefined, keeping its default', () => {
    const result = decodeOptions({
      ...valid,
      projectId: undefined,
      features: { swaps: undefined },
      debug: undefined,
    });
    expect(E.isRight(result)).toBe(true);
  });
});
