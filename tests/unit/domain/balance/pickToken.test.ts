import * as E from 'fp-ts/Either';
import { pickToken, type TokenChoice } from '../../../../domain/balance/pickToken';
import { tokenCaipAddress } from '../../../../domain/balance/tokenCaipAddress';
import { type TokenBalance } from '../../../../domain/balance/TokenBalance';

function balance(symbol: string, address?: string): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    ...(address === undefined ? {} : { address }),
    price: 1,
    quantity: { decimals: 18, numeric: '1' },
    iconUrl: '',
  };
}

const ether = balance('ETH');
const dai = balance('DDAI', 'eip155:1:0xdada000000000000000000000000000000000001');
const fakeDai = balance('ddai', 'eip155:1:0xbad0000000000000000000000000000000000bad');

function choice(tokens: readonly TokenBalance[]): TokenChoice<TokenBalance> {
  return { tokens, caipAddressOf: tokenCaipAddress, symbolOf: (token) => token.symbol, listName: 'the list' };
}

describe('pickToken: the token a script or a form names, by CAIP-10 address or symbol', () => {
  it('finds a token by its symbol, without regard to case', () => {
    expect(pickToken(choice([ether, dai]), 'ddai')).toEqual(E.right(dai));
  });

  it('finds a token by its CAIP-10 address, without regard to case, and the native one by the SPEC §9 native address', () => {
    expect(pickToken(choice([ether, dai]), 'EIP155:1:0xDADA000000000000000000000000000000000001')).toEqual(
      E.right(dai),
    );
    expect(pickToken(choice([ether, dai]), 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')).toEqual(
      E.right(ether),
    );
  });

  it('names a token not in the list in its error', () => {
    const picked = pickToken(choice([ether]), ' DUSDC ');
    expect(E.isLeft(picked) && picked.left).toMatchObject({
      code: 'UNKNOWN_TOKEN',
      shortMessage: 'Token DUSDC is not among the list',
    });
  });

  it('Hostile input: a look-alike token with the same symbol is refused rather than guessed; its address still picks it', () => {
    const picked = pickToken(choice([fakeDai, dai]), 'DDAI');
    expect(E.isLeft(picked) && picked.left).toMatchObject({
      code: 'AMBIGUOUS_TOKEN',
      shortMessage: 'Several tokens go by DDAI; name one by its address',
      details: `${fakeDai.address}, ${dai.address}`,
    });
    expect(pickToken(choice([fakeDai, dai]), dai.address ?? '')).toEqual(E.right(dai));
  });
});
