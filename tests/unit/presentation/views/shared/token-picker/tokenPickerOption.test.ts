import {
  filterTokenOptions,
  type TokenPickerOption,
} from '../../../../../../presentation/views/shared/token-picker/tokenPickerOption';

function option(symbol: string, name: string, address?: string): TokenPickerOption {
  return {
    key: address ?? `eip155:1:native-${symbol}`,
    symbol,
    name,
    iconUrl: undefined,
    address,
    balance: '1',
    usdValue: undefined,
  };
}

const ETH = option('ETH', 'Ether');
const WETH = option('WETH', 'Wrapped Ether', 'eip155:1:0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2');
const DAI = option('DAI', 'Dai Stablecoin', 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F');
const OPTIONS = [WETH, DAI, ETH];

describe('the token picker search', () => {
  it('keeps every option for an empty or blank search', () => {
    expect(filterTokenOptions(OPTIONS, '')).toBe(OPTIONS);
    expect(filterTokenOptions(OPTIONS, '   ')).toBe(OPTIONS);
  });

  it('matches symbol and name without regard to case, the exact symbol first', () => {
    expect(filterTokenOptions(OPTIONS, 'eth')).toEqual([ETH, WETH]);
    expect(filterTokenOptions(OPTIONS, 'stable')).toEqual([DAI]);
  });

  it('matches a pasted contract address, with or without its CAIP-10 prefix and in any case', () => {
    expect(filterTokenOptions(OPTIONS, '0x6b175474e89094')).toEqual([DAI]);
    expect(filterTokenOptions(OPTIONS, 'eip155:1:0xC02AAA')).toEqual([WETH]);
  });

  it('keeps nothing when nothing matches', () => {
    expect(filterTokenOptions(OPTIONS, 'nothing like it')).toEqual([]);
  });
});
