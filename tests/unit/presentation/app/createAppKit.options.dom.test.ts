/**
 * @jest-environment jsdom
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { KeyportDestroyedError } from '../../../../domain/errors/KeyportDestroyedError';
import { type AppKitOptions, createAppKit, resetAppKit } from '../../../../presentation/app/createAppKit';
import { createKeyport } from '../../../../presentation/app/createKeyport';
import { evmAdapter } from '../../../../presentation/composition/evmAdapter';
import { useAppKitState } from '../../../../presentation/hooks/useAppKitState';
import { arbitrum, ethereum } from '../../../fixtures/networks';

/** Options as a component writes them on every render: new objects, a new adapter, a new callback. */
function renderedOptions(themeMode: 'light' | 'dark' = 'dark'): AppKitOptions {
  return {
    projectId: 'p',
    networks: [ethereum, arbitrum],
    adapters: [evmAdapter()],
    themeMode,
    metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] },
    siwx: {
      createMessage: async (input: unknown) => JSON.stringify(input),
    } as unknown as AppKitOptions['siwx'],
  };
}

function modalRoots(): number {
  return document.querySelectorAll('[data-keyport-modal]').length;
}

afterEach(async () => {
  await act(async () => resetAppKit());
  window.localStorage.clear();
});

describe("createAppKit: the page's default instance (REFERENCE §5)", () => {
  it('returns the same modal for the same options written anew (a component calling it on render)', () => {
    const first = createAppKit(renderedOptions());
    expect(createAppKit(renderedOptions())).toBe(first);
    expect(first.getState().initialized).toBe(true);
  });

  it('replaces it for different options (hot reload): the old one is destroyed and its modal leaves the page', async () => {
    const first = createAppKit(renderedOptions('dark'));
    await act(() => first.open());
    await waitFor(() => expect(modalRoots()).toBe(1));
    const { result } = renderHook(() => useAppKitState());
    expect(result.current.open).toBe(true);

    let second = first;
    await act(async () => {
      second = createAppKit(renderedOptions('light'));
    });
    expect(second).not.toBe(first);
    expect(second.getThemeMode()).toBe('light');
    await expect(first.open()).rejects.toBeInstanceOf(KeyportDestroyedError);
    expect(modalRoots()).toBe(0);
    // The hooks follow the new default.
    expect(result.current.open).toBe(false);
    await act(() => second.open());
    expect(result.current.open).toBe(true);
    await waitFor(() => expect(modalRoots()).toBe(1));
  });

  it('bad options replace nothing: the error is thrown and the default stays as it was', () => {
    const first = createAppKit(renderedOptions());
    expect(() => createAppKit({ ...renderedOptions(), themeMode: 'purple' as 'dark' })).toThrow(
      'Option themeMode: expected "light" or "dark", got "purple"',
    );
    expect(createAppKit(renderedOptions())).toBe(first);
  });

  it('resetAppKit leaves no modal root behind, whatever was opened and replaced before', async () => {
    const first = createAppKit(renderedOptions('dark'));
    await act(() => first.open());
    const second = createAppKit(renderedOptions('light'));
    await act(() => second.open());
    const shop = createKeyport(
      { projectId: 'p', networks: [ethereum] },
      { name: 'shop', adapters: [evmAdapter()] },
    );
    await act(() => shop.open());
    await waitFor(() => expect(modalRoots()).toBe(2));

    await act(async () => resetAppKit());
    expect(document.querySelectorAll('[data-keyport-modal="default"]')).toHaveLength(0);
    await act(() => shop.destroy());
    expect(modalRoots()).toBe(0);
    expect(document.body.hasAttribute('style')).toBe(false);
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });
});
