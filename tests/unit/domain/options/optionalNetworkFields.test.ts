import { optionalNetworkFieldsProblem } from '../../../../domain/options/optionalNetworkFields';

describe('SPEC §3 network: the optional fields on their own', () => {
  it('finds no problem in a network that gives none of them', () => {
    expect(optionalNetworkFieldsProblem({})).toBeUndefined();
    expect(optionalNetworkFieldsProblem({ rpcUrls: 'x' })).toBeUndefined();
  });

  it('names the first wrong one, in the order the fields are listed', () => {
    expect(optionalNetworkFieldsProblem({ testnet: 1, assets: 2 })).toBe('testnet must be true or false');
  });
});
