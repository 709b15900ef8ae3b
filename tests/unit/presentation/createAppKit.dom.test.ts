/**
 * @jest-environment jsdom
 */
import { renderHook } from '@testing-library/react';
import { InvalidOptionsError } from '../../../domain/options/OptionsErrors';
import { type AppKitOptions, createAppKit, resetAppKit } from '../../../presentation/app/createAppKit';
import { useAppKitState } from '../../../presentation/hooks/useAppKitState';
import { evmAdapter } from '../../../presentation/index';
import { BAD_OPTION_SETS } from '../../fixtures/badOptions';
import { ethereum } from '../../fixtures/networks';

afterEach(() => {
  jest.restoreAllMocks();
  resetAppKit();
});

/** What a script, or a JSON configuration, may hand `createAppKit` whatever its types say. */
function createFromAnything(options: unknown): unknown {
  return createAppKit(options as AppKitOptions);
}

function thrownBy(create: () => unknown): unknown {
  try {
    create();
  } catch (error) {
    return error;
  }
  throw new Error('expected createAppKit to throw');
}

describe('Hostile input: createAppKit refuses wrong options by name, before creating anything (SPEC §1)', () => {
  it.each(BAD_OPTION_SETS.map((set) => [set.mistake, set] as const))('refuses %s', (_, set) => {
    const error = thrownBy(() => createFromAnything(set.options));
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect(error).toMatchObject({ code: 'INVALID_OPTIONS', shortMessage: set.message });
    // Nothing was mounted or registered: the hooks still ask for createAppKit.
    expect(document.body.children).toHaveLength(0);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAppKitState())).toThrow(
      'Please call createAppKit before using useAppKitState',
    );
  });

  it('refuses createAppKit() with no argument', () => {
    expect(() => (createAppKit as unknown as () => unknown)()).toThrow(
      'Options: expected an object of options such as { projectId, networks }, got undefined',
    );
  });

  it('checks every call, so broken options are not hidden by an earlier Keyport', () => {
    const modal = createAppKit({ projectId: 'p', networks: [ethereum] });
    expect(createAppKit({ projectId: 'p', networks: [ethereum] })).toBe(modal);
    expect(() => createFromAnything({ projectId: 'p', networks: [ethereum], themeMode: 'purple' })).toThrow(
      'Option themeMode: expected "light" or "dark", got "purple"',
    );
  });
});

describe('SPEC §1 valid options still create the Keyport', () => {
  it('creates with an adapter and the AppKit options Keyport does not act on', () => {
    const modal = createFromAnything({
      projectId: 'p',
      networks: [ethereum],
      adapters: [evmAdapter()],
      themeMode: 'light',
      features: { swaps: false, headless: false },
      enableWalletGuide: false,
      debug: true,
    }) as ReturnType<typeof createAppKit>;
    expect(modal.getState()).toMatchObject({ initialized: true, selectedNetworkId: 'eip155:1' });
    expect(modal.getThemeMode()).toBe('light');
  });
});
