/**
 * @jest-environment jsdom
 */
import { act, waitFor } from '@testing-library/react';
import { InstanceNameInUseError } from '../../../../domain/errors/InstanceNameInUseError';
import { type KeyportOptions } from '../../../../domain/options/KeyportOptions';
import { InvalidOptionsError } from '../../../../domain/options/OptionsErrors';
import { createAppKit } from '../../../../presentation/app/createAppKit';
import { createKeyport } from '../../../../presentation/app/createKeyport';
import { defaultPageInstance } from '../../../../presentation/app/pageInstances';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { endPageInstances, keepInstance } from '../support/pageInstances';

const OPTIONS: KeyportOptions = { projectId: 'p', networks: [ethereum] };

afterEach(endPageInstances);

describe('createKeyport: several instances on one page, told apart by name', () => {
  it('gives each instance its name, its own state and its own modal container', async () => {
    const shop = keepInstance(createKeyport(OPTIONS, { name: 'shop' }));
    const bank = keepInstance(
      createKeyport({ projectId: 'q', networks: [ethereum, arbitrum] }, { name: 'bank' }),
    );
    expect([shop.name, bank.name]).toEqual(['shop', 'bank']);
    await act(() => bank.switchNetwork(arbitrum));
    expect(shop.getState().selectedNetworkId).toBe('eip155:1');
    expect(bank.getState().selectedNetworkId).toBe('eip155:42161');

    await act(() => shop.open());
    await waitFor(() => expect(document.querySelector('[data-keyport-modal="shop"]')).not.toBeNull());
    expect(document.querySelector('[data-keyport-modal="bank"]')).toBeNull();
    expect(bank.isOpen()).toBe(false);
  });

  it('refuses a second live instance under a name in use, creating nothing; the name is free again once destroyed', async () => {
    const shop = keepInstance(createKeyport(OPTIONS, { name: 'shop' }));
    const bodyBefore = document.body.innerHTML;
    let refusal: unknown;
    try {
      keepInstance(createKeyport({ projectId: 'other', networks: [arbitrum] }, { name: 'shop' }));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(InstanceNameInUseError);
    expect(refusal).toMatchObject({
      code: 'INSTANCE_NAME_IN_USE',
      instanceName: 'shop',
      shortMessage:
        'A Keyport named "shop" is already live on this page: destroy it first, or give the new one another name',
    });
    expect(document.body.innerHTML).toBe(bodyBefore);
    // The live one is untouched.
    await act(() => shop.open());
    expect(shop.isOpen()).toBe(true);

    await act(() => shop.destroy());
    const again = keepInstance(createKeyport(OPTIONS, { name: 'shop' }));
    expect(again).not.toBe(shop);
    expect(again.getState().initialized).toBe(true);
  });

  it('Hostile input: a name that cannot key storage or markup is refused as INVALID_OPTIONS', () => {
    for (const name of ['', 'a b', '"><img>', 'x'.repeat(33), 42]) {
      expect(() => createKeyport(OPTIONS, { name: name as string })).toThrow(InvalidOptionsError);
    }
    expect(document.querySelector('[data-keyport-modal]')).toBeNull();
  });

  it("an unnamed createKeyport is the page's default: hooks fall back to it, and createAppKit may not make a second", () => {
    const keyport = keepInstance(createKeyport(OPTIONS));
    expect(keyport.name).toBe('default');
    expect(defaultPageInstance()).toBe(keyport);
    expect(() => createAppKit(OPTIONS)).toThrow(InstanceNameInUseError);
    expect(defaultPageInstance()).toBe(keyport);
  });
});
