import { readDemoFlags } from '../../../demo/src/config/readDemoFlags';

describe('demo query flags (the demo injects a test wallet only when a query flag asks)', () => {
  it('without flags: no test wallet, account 0, wallet on chain 1, every dev chain requested', () => {
    expect(readDemoFlags('')).toEqual({
      testWallet: undefined,
      account: 0,
      walletChain: 1,
      networks: undefined,
      projectId: undefined,
      featuresOff: [],
      legal: undefined,
      fullScreen: false,
      problems: [],
    });
  });

  it('reads testWallet, account, walletChain and networks', () => {
    expect(readDemoFlags('?testWallet=reject&account=3&walletChain=42161&networks=1,42161,1')).toEqual({
      testWallet: 'reject',
      account: 3,
      walletChain: 42161,
      networks: [1, 42161],
      projectId: undefined,
      featuresOff: [],
      legal: undefined,
      fullScreen: false,
      problems: [],
    });
    expect(readDemoFlags('?testWallet=approve').testWallet).toBe('approve');
  });

  it('SPEC §8 alerts: projectId replaces the devstack project id, and an empty one passes none', () => {
    expect(readDemoFlags('?projectId=mistyped').projectId).toBe('mistyped');
    expect(readDemoFlags('?projectId=').projectId).toBe('');
  });

  it('SPEC §1 features: featuresOff names the switches the site turns off; an unknown one is a problem', () => {
    expect(readDemoFlags('?featuresOff=history,swaps').featuresOff).toEqual(['history', 'swaps']);
    const flags = readDemoFlags('?featuresOff=history,pay');
    expect(flags.featuresOff).toEqual(['history']);
    expect(flags.problems).toEqual([
      'featuresOff: pay is not one of swaps, onramp, receive, send, history, allWallets: left on',
    ]);
  });

  it('reads legal (links or checkbox) and fullScreen', () => {
    expect(readDemoFlags('?legal=checkbox&fullScreen=1')).toMatchObject({
      legal: 'checkbox',
      fullScreen: true,
      problems: [],
    });
    expect(readDemoFlags('?legal=links').legal).toBe('links');
    expect(readDemoFlags('?legal=yes&fullScreen=true')).toMatchObject({
      legal: undefined,
      fullScreen: false,
      problems: [
        'legal=yes is not links or checkbox: no legal links',
        'fullScreen=true is not 1: the modal is a sheet on a phone',
      ],
    });
  });

  it('reports a flag it cannot read and keeps its default', () => {
    const flags = readDemoFlags('?testWallet=yes&account=-1&walletChain=0&networks=1,eth');
    expect(flags).toMatchObject({ testWallet: undefined, account: 0, walletChain: 1, networks: undefined });
    expect(flags.problems).toEqual([
      'testWallet=yes is not approve or reject: no test wallet injected',
      'account=-1 is not a whole number from 0: using 0',
      'walletChain=0 is not a whole number from 1: using 1',
      'networks=1,eth is not a comma list of chain ids: requesting every dev chain',
    ]);
  });

  it('an empty networks list is a problem, not a site without networks', () => {
    expect(readDemoFlags('?networks=').problems).toEqual([
      'networks= is not a comma list of chain ids: requesting every dev chain',
    ]);
  });
});
