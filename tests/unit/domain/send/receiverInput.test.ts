import { classifyReceiver } from '../../../../domain/send/receiverInput';

const ADDRESS = '0x1111111111111111111111111111111111111111';

describe('send receiver: an address (SPEC §5) or a name (SPEC §9 names on eip155 only)', () => {
  it('takes an address of the namespace as it is, without surrounding spaces', () => {
    expect(classifyReceiver(` ${ADDRESS} `, 'eip155')).toEqual({ kind: 'address', address: ADDRESS });
  });

  it('takes a dotted name on eip155, in lower case', () => {
    expect(classifyReceiver('Ada.Reown.id', 'eip155')).toEqual({ kind: 'name', name: 'ada.reown.id' });
  });

  it('names are not looked up on solana; blank is empty; anything else is invalid', () => {
    expect(classifyReceiver('ada.reown.id', 'solana')).toEqual({ kind: 'invalid', text: 'ada.reown.id' });
    expect(classifyReceiver('   ', 'eip155')).toEqual({ kind: 'empty' });
    expect(classifyReceiver('0x12', 'eip155')).toEqual({ kind: 'invalid', text: '0x12' });
  });
});
