import * as E from 'fp-ts/Either';
import { AccountTypeCodec, FALLBACK_ACCOUNT_TYPE } from '../../../../domain/account/AccountTypeCodec';

describe('SPEC §5 account type eoa or smartAccount', () => {
  it('SPEC §5: accepts eoa and smartAccount only', () => {
    expect(AccountTypeCodec.decode('eoa')).toEqual(E.right('eoa'));
    expect(AccountTypeCodec.decode('smartAccount')).toEqual(E.right('smartAccount'));
    expect(E.isLeft(AccountTypeCodec.decode('smart'))).toBe(true);
  });

  it('SPEC §4: setting the preferred account type falls back to eoa', () => {
    expect(FALLBACK_ACCOUNT_TYPE).toBe('eoa');
  });
});
