import { readPageIdentity } from '../../../../infrastructure/walletconnect/PageIdentity';

describe('readPageIdentity outside a page', () => {
  it('Node has no page', () => {
    expect(readPageIdentity()).toBeUndefined();
  });
});
