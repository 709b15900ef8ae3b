/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type Keyport } from '../../../../application/instance/Keyport';
import { createKeyport } from '../../../../presentation/app/createKeyport';
import { evmAdapter } from '../../../../presentation/composition/evmAdapter';
import { ethereum } from '../../../fixtures/networks';
import { endPageInstances, keepInstance } from '../support/pageInstances';

function instance(name: string): Keyport {
  return keepInstance(
    createKeyport({ projectId: name, networks: [ethereum] }, { name, adapters: [evmAdapter()] }),
  );
}

async function pressEscape(): Promise<void> {
  await act(async () => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  });
}

afterEach(async () => {
  await endPageInstances();
  document.body.innerHTML = '';
});

describe('two instances with their modals open on one page (modal dialog: the top-most layer only)', () => {
  it('Escape closes the modal opened last, then the one below; the page is given back after', async () => {
    document.body.innerHTML = '<main><button id="host">Host</button></main>';
    const host = document.getElementById('host') as HTMLButtonElement;
    host.focus();
    const shop = instance('shop');
    const bank = instance('bank');
    await act(() => shop.open());
    await waitFor(() => expect(screen.getAllByTestId('modal')).toHaveLength(1));
    await act(() => bank.open());
    await waitFor(() => expect(screen.getAllByTestId('modal')).toHaveLength(2));
    const shopRoot = document.querySelector('[data-keyport-modal="shop"]') as HTMLElement;
    const bankRoot = document.querySelector('[data-keyport-modal="bank"]') as HTMLElement;
    // Only the top dialog is reachable: the page and the dialog below are inert, the page still.
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(true);
    expect(shopRoot.hasAttribute('inert')).toBe(true);
    expect(bankRoot.hasAttribute('inert')).toBe(false);
    expect(bankRoot.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    await pressEscape();
    expect(bank.isOpen()).toBe(false);
    expect(shop.isOpen()).toBe(true);
    expect(shopRoot.hasAttribute('inert')).toBe(false);
    expect(shopRoot.contains(document.activeElement)).toBe(true);

    await pressEscape();
    expect(shop.isOpen()).toBe(false);
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.body.hasAttribute('style')).toBe(false);
    expect(document.activeElement).toBe(host);
  });
});
