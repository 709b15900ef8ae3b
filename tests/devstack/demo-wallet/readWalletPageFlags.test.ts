import { readWalletPageFlags } from '../../../devstack/demo-wallet/page/readWalletPageFlags';

describe('demo wallet: query flags', () => {
  it('holds account 0, pairs with nothing and answers by hand when the query is empty', () => {
    expect(readWalletPageFlags('')).toEqual({
      ok: true,
      flags: { account: 0, uri: undefined, auto: undefined },
    });
  });

  it('reads ?account, the decoded ?uri (as /wc?uri= links carry it) and ?auto', () => {
    const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d';
    expect(readWalletPageFlags(`?account=3&uri=${encodeURIComponent(uri)}&auto=reject`)).toEqual({
      ok: true,
      flags: { account: 3, uri, auto: 'reject' },
    });
  });

  it.each([['?account=10'], ['?account=-1'], ['?account=1.5'], ['?account=one']])(
    'refuses %s: the mnemonic funds accounts 0 to 9',
    (search) => {
      expect(readWalletPageFlags(search)).toEqual({
        ok: false,
        message: '?account must be a whole number from 0 to 9',
      });
    },
  );

  it('refuses an ?auto other than approve or reject', () => {
    expect(readWalletPageFlags('?auto=yes')).toEqual({
      ok: false,
      message: '?auto must be approve or reject',
    });
  });
});
