/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createContext, type ReactNode, useContext } from 'react';
import { type Keyport } from '../../../../application/instance/Keyport';
import { createAppKit } from '../../../../presentation/app/createAppKit';
import { createKeyport } from '../../../../presentation/app/createKeyport';
import { defaultPageInstance } from '../../../../presentation/app/pageInstances';
import { AppKitButton } from '../../../../presentation/components/AppKitButton';
import { AppKitProvider } from '../../../../presentation/components/AppKitProvider';
import { useAppKitState } from '../../../../presentation/hooks/useAppKitState';
import { evmAdapter } from '../../../../presentation/composition/evmAdapter';
import { KeyportProvider } from '../../../../presentation/react/KeyportProvider';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { endPageInstances, keepInstance } from '../support/pageInstances';

/** A context of the host's own, provided above the KeyportProvider. */
const mockHostContext = createContext('no host context');

// The Networks view reads the host's context: what a view sees is what the modal's tree sees.
jest.mock('../../../../presentation/views/networks/networkViews', () => ({
  NetworksView: function HostContextProbe() {
    return <p data-testid="host-context-probe">{useContext(mockHostContext)}</p>;
  },
  UnsupportedChainView: () => null,
}));

function shop(): Keyport {
  return keepInstance(
    createKeyport(
      { projectId: 'shop', networks: [ethereum, arbitrum] },
      { name: 'shop', adapters: [evmAdapter()] },
    ),
  );
}

function containers(name: string): NodeListOf<Element> {
  return document.querySelectorAll(`[data-keyport-modal="${name}"]`);
}

afterEach(endPageInstances);

describe('KeyportProvider: the instance of a subtree', () => {
  it("hooks and buttons below it use its instance; outside it, the page's default", async () => {
    createAppKit({ projectId: 'p', networks: [ethereum] });
    const keyport = shop();
    render(
      <>
        <AppKitButton />
        <KeyportProvider keyport={keyport}>
          <AppKitButton />
        </KeyportProvider>
      </>,
    );
    const [outside, inside] = screen.getAllByTestId('connect-button');
    expect(outside?.getAttribute('data-keyport-instance')).toBe('default');
    expect(inside?.getAttribute('data-keyport-instance')).toBe('shop');

    await act(async () => {
      fireEvent.click(inside as HTMLElement);
    });
    expect(keyport.isOpen()).toBe(true);
    const wrapper = ({ children }: { readonly children: ReactNode }) => (
      <KeyportProvider keyport={keyport}>{children}</KeyportProvider>
    );
    expect(renderHook(() => useAppKitState(), { wrapper }).result.current.open).toBe(true);
    expect(renderHook(() => useAppKitState()).result.current.open).toBe(false);
  });

  it("renders its instance's modal through a portal: the host's context reaches the modal's views", async () => {
    const keyport = shop();
    render(
      <mockHostContext.Provider value="the host's value">
        <KeyportProvider keyport={keyport}>
          <AppKitButton />
        </KeyportProvider>
      </mockHostContext.Provider>,
    );
    // Nothing is added to the page before the modal first opens.
    expect(containers('shop')).toHaveLength(0);
    await act(() => keyport.open({ view: 'Networks' }));
    const probe = await screen.findByTestId('host-context-probe');
    expect(probe.textContent).toBe("the host's value");
    // One modal only: in the provider's tree, not in a root of its own as well.
    expect(containers('shop')).toHaveLength(1);
    expect(containers('shop')[0]?.contains(probe)).toBe(true);
  });

  it('takes over a modal already shown in its own root, and gives it back when it leaves', async () => {
    const keyport = shop();
    await act(() => keyport.open({ view: 'Networks' }));
    await waitFor(() => expect(screen.getByTestId('host-context-probe').textContent).toBe('no host context'));
    const { unmount } = render(
      <mockHostContext.Provider value="provided">
        <KeyportProvider keyport={keyport}>{null}</KeyportProvider>
      </mockHostContext.Provider>,
    );
    await waitFor(() => expect(screen.getByTestId('host-context-probe').textContent).toBe('provided'));
    expect(containers('shop')).toHaveLength(1);

    act(() => unmount());
    await waitFor(() => expect(screen.getByTestId('host-context-probe').textContent).toBe('no host context'));
    expect(containers('shop')).toHaveLength(1);
  });

  it("an instance destroyed under its provider takes its modal's markup with it", async () => {
    const keyport = shop();
    render(
      <KeyportProvider keyport={keyport}>
        <AppKitButton />
      </KeyportProvider>,
    );
    await act(() => keyport.open({ view: 'Networks' }));
    await screen.findByTestId('host-context-probe');
    await act(() => keyport.destroy());
    expect(containers('shop')).toHaveLength(0);
    expect(document.querySelector('[data-testid="modal"]')).toBeNull();
    // What was rendered below the provider stays, reading the instance's last state.
    expect(screen.getByTestId('connect-button')).toBeTruthy();
  });

  it('REFERENCE §5 AppKitProvider provides the default it creates, and renders its modal in its tree', async () => {
    render(
      <mockHostContext.Provider value="around AppKitProvider">
        <AppKitProvider projectId="p" networks={[ethereum]} adapters={[evmAdapter()]}>
          <AppKitButton />
        </AppKitProvider>
      </mockHostContext.Provider>,
    );
    expect(screen.getByTestId('connect-button').getAttribute('data-keyport-instance')).toBe('default');
    const modal = defaultPageInstance();
    await act(() => modal?.open({ view: 'Networks' }) ?? Promise.reject(new Error('no default instance')));
    expect((await screen.findByTestId('host-context-probe')).textContent).toBe('around AppKitProvider');
    expect(containers('default')).toHaveLength(1);
  });
});
