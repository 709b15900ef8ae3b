import { defaultSendToken } from '../../../../domain/send/defaultSendToken';
import { ddai, dusdc, ether } from '../../application/send/sendFixtures';

describe('defaultSendToken (SPEC §5 "A token is required" never met before a choice)', () => {
  it('starts with the native token wherever it is listed', () => {
    expect(defaultSendToken([ddai, ether, dusdc])).toBe(ether);
  });

  it('the native token is also the one named by the SPEC §9 native address', () => {
    const named = { ...ether, address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' };
    expect(defaultSendToken([ddai, named])).toBe(named);
  });

  it('starts with the only token when there is no native one, and with none when there is a choice to make', () => {
    expect(defaultSendToken([ddai])).toBe(ddai);
    expect(defaultSendToken([ddai, dusdc])).toBeUndefined();
    expect(defaultSendToken([])).toBeUndefined();
  });
});
