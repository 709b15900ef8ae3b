/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { AccountStore } from '../../../../application/account/AccountStore';
import { createAppKit, resetAppKit } from '../../../../presentation/app/createAppKit';
import { addPageInstance } from '../../../../presentation/app/pageInstances';
import { BUTTON_ELEMENTS } from '../../../../presentation/elements/buttonElementNames';
import { ethereum } from '../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { settleFully } from '../../../support/createTestCore';
import { createTestApp, destroyTestApps } from '../support/presentationApp';

const ADDRESS = '0x1234567890abcdef1234567890abcdef12abcdef';

/** A name another script defined before Keyport loaded: Keyport must leave it alone. */
class OtherScriptsButton extends HTMLElement {}
customElements.define('w3m-network-button', OtherScriptsButton);

/** createAppKit defines the elements; the page's default instance is then a test core on fakes. */
function pageWithTestDefault() {
  createAppKit({ projectId: 'p', networks: [ethereum] });
  act(() => resetAppKit());
  const testApp = createTestApp();
  addPageInstance(testApp.core);
  return testApp;
}

/** Adds markup to the page and lets the elements load their renderer and render. */
async function place(html: string): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as HTMLElement;
  await act(async () => {
    document.body.append(element);
    await settleFully();
  });
  return element;
}

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
    await settleFully();
    destroyTestApps();
  });
  jest.restoreAllMocks();
});

describe("AppKit's button elements (REFERENCE §5 Buttons)", () => {
  it('are defined by createAppKit, once: a later call keeps the same definitions', () => {
    expect(customElements.get('appkit-button')).toBeUndefined();
    createAppKit({ projectId: 'p', networks: [ethereum] });
    const defined = Object.keys(BUTTON_ELEMENTS).map((name) => customElements.get(name));
    expect(defined.every((definition) => definition !== undefined)).toBe(true);
    const define = jest.spyOn(customElements, 'define');
    createAppKit({ projectId: 'other', networks: [ethereum] });
    expect(define).not.toHaveBeenCalled();
    expect(Object.keys(BUTTON_ELEMENTS).map((name) => customElements.get(name))).toEqual(defined);
    act(() => resetAppKit());
  });

  it('leave a name another script already defined as it was', () => {
    createAppKit({ projectId: 'p', networks: [ethereum] });
    expect(customElements.get('w3m-network-button')).toBe(OtherScriptsButton);
    expect(customElements.get('appkit-network-button')).not.toBe(OtherScriptsButton);
    act(() => resetAppKit());
  });

  it('<appkit-connect-button> renders the connect button with its label and re-renders when it changes', async () => {
    pageWithTestDefault();
    const element = await place('<appkit-connect-button label="Sign in" size="sm"></appkit-connect-button>');
    const button = element.querySelector('[data-testid="connect-button"]');
    expect(button?.textContent).toBe('Sign in');
    expect(button?.classList.contains('kp-size-sm')).toBe(true);
    act(() => element.setAttribute('label', 'Join'));
    expect(element.querySelector('[data-testid="connect-button"]')?.textContent).toBe('Join');
    act(() => element.setAttribute('disabled', ''));
    expect(element.querySelector('button')?.disabled).toBe(true);
  });

  it('<appkit-button> is the account button once connected, with balance="hide" and charsStart', async () => {
    const testApp = pageWithTestDefault();
    const element = await place('<appkit-button balance="hide" charsStart="6"></appkit-button>');
    expect(element.querySelector('[data-testid="connect-button"]')?.textContent).toBe('Connect Wallet');
    act(() => {
      arrangeConnected(testApp, ethereum, aConnector('eip155', 'ANNOUNCED', 'io.rabby'), ADDRESS);
      testApp.get(AccountStore).patchAccount('eip155', { balance: '1.5', balanceSymbol: 'ETH' });
    });
    expect(element.querySelector('[data-testid="account-button-address"]')?.textContent).toBe(
      '0x123456...abcdef',
    );
    expect(element.querySelector('[data-testid="account-button-balance"]')).toBeNull();
    act(() => element.removeAttribute('balance'));
    expect(element.querySelector('[data-testid="account-button-balance"]')?.textContent).toBe('1.5 ETH');
  });

  it('<appkit-account-button> stays empty while no wallet is connected', async () => {
    pageWithTestDefault();
    const element = await place('<appkit-account-button></appkit-account-button>');
    expect(element.innerHTML).toBe('');
  });

  it('<w3m-account-button> and <appkit-network-button> render their buttons', async () => {
    const testApp = pageWithTestDefault();
    arrangeConnected(testApp, ethereum, aConnector('eip155', 'ANNOUNCED', 'io.rabby'), ADDRESS);
    const account = await place('<w3m-account-button charsend="4"></w3m-account-button>');
    expect(account.querySelector('[data-testid="account-button-address"]')?.textContent).toBe(
      '0x1234...cdef',
    );
    const network = await place('<appkit-network-button></appkit-network-button>');
    expect(network.querySelector('[data-testid="network-button"]')?.textContent).toContain('Ethereum');
  });

  it('unmount their button when removed from the page, and keep it when moved', async () => {
    pageWithTestDefault();
    const element = await place('<appkit-button></appkit-button>');
    const button = element.querySelector('button');
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    await act(async () => {
      elsewhere.append(element);
      await settleFully();
    });
    expect(element.querySelector('button')).toBe(button);
    await act(async () => {
      element.remove();
      await settleFully();
    });
    expect(element.childElementCount).toBe(0);
  });

  it('Hostile input: an attribute value it cannot use is reported by name and the default kept', async () => {
    pageWithTestDefault();
    const reported: unknown[] = [];
    Object.assign(window, { reportError: (error: unknown) => reported.push(error) });
    try {
      const element = await place(
        '<appkit-connect-button size="huge" namespace="cosmos"></appkit-connect-button>',
      );
      const button = element.querySelector('[data-testid="connect-button"]');
      expect(button?.textContent).toBe('Connect Wallet');
      expect(button?.classList.contains('kp-size-sm')).toBe(false);
      expect(reported.map((error) => (error as Error).message)).toEqual([
        'Option <appkit-connect-button> size: expected "md" or "sm", got "huge"',
        'Option <appkit-connect-button> namespace: expected "eip155" or "solana" or "bip122" or "polkadot", got "cosmos"',
      ]);
    } finally {
      Reflect.deleteProperty(window, 'reportError');
    }
  });
});
