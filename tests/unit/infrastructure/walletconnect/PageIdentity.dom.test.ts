/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://shop.example/checkout?step=2"}
 */
import { readPageIdentity } from '../../../../infrastructure/walletconnect/PageIdentity';

describe('readPageIdentity (SPEC §3 app metadata defaults come from the page)', () => {
  it("reads the page's title, origin and host name", () => {
    document.title = 'Checkout';
    expect(readPageIdentity()).toEqual({
      title: 'Checkout',
      origin: 'https://shop.example',
      hostname: 'shop.example',
    });
  });
});
