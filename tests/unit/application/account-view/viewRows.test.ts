import { DISPLAY_TEXT_MAX_LENGTH } from '../../../../domain/constants/limits';
import { activityRows } from '../../../../application/account-view/activityRows';
import { displayed } from '../../../../application/account-view/displayed';
import { nftRows } from '../../../../application/account-view/nftRows';
import { tokenRows } from '../../../../application/account-view/tokenRows';
import { dai, fungible, transaction } from './accountViewFixtures';

describe('Account view rows (SPEC §9 display formatting)', () => {
  it('SPEC §9: a token row floors its quantity to 3 decimals and writes its worth in USD with 2', () => {
    expect(tokenRows([{ ...dai, quantity: { decimals: 18, numeric: '0.123999' }, value: 0.125 }])).toEqual([
      expect.objectContaining({ quantity: '0.123', value: '$0.13' }),
    ]);
  });

  it('a token without a usable worth reads $0.00, as it counts in the total', () => {
    const rows = tokenRows([
      { ...dai, value: undefined } as unknown as typeof dai,
      { ...dai, value: Number.NaN },
    ]);
    expect(rows.map((row) => row.value)).toEqual(['$0.00', '$0.00']);
  });

  it('an amount that is not a decimal number is shown as the API sent it', () => {
    expect(tokenRows([{ ...dai, quantity: { decimals: 18, numeric: 'n/a' } }])[0]?.quantity).toBe('n/a');
    expect(activityRows([transaction('1', 'receive', [fungible('DAI', '1e')])])[0]?.quantity).toBe('1e');
    expect(displayed('2.5', (text) => `${text}!`)).toBe('2.5!');
  });

  it('Hostile input §3: such a text is cut for display when it is long (a cached amount of megabytes)', () => {
    const shown = tokenRows([{ ...dai, quantity: { decimals: 18, numeric: 'x'.repeat(1_000_000) } }])[0];
    expect(shown?.quantity).toBe(`${'x'.repeat(DISPLAY_TEXT_MAX_LENGTH.name - 1)}…`);
  });

  it('SPEC §9: an activity quantity is fixed to 3 decimals, rounded', () => {
    expect(activityRows([transaction('1', 'deposit', [fungible('DAI', '2')])])[0]).toMatchObject({
      sign: '+',
      quantity: '2.000',
    });
    expect(activityRows([transaction('1', 'burn', [fungible('DAI', '1.0005')])])[0]).toMatchObject({
      sign: '-',
      quantity: '1.001',
    });
  });

  it('an NFT tile shows its preview image, keyed by the token', () => {
    expect(
      nftRows([
        {
          key: 'k',
          name: 'Ape #1',
          previewUrl: 'https://p.example',
          detailUrl: 'https://d.example',
          receivedAt: '',
        },
      ]),
    ).toEqual([{ id: 'k', name: 'Ape #1', imageUrl: 'https://p.example' }]);
  });
});
