import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { validateSendAmount } from '../../../../domain/send/validateSendAmount';
import { InsufficientBalanceError, InvalidAmountError } from '../../../../domain/send/SendErrors';
import { etherOnEthereum as holding } from '../../../fixtures/balances';

describe('SPEC §5 send amount: a positive decimal not above the token balance', () => {
  it.each(['1', '0.5', '.5', '5.', ' 2.25 ', '0.3'])('accepts %j against a balance of 10', (amount) => {
    expect(validateSendAmount(amount, holding('10'))).toEqual(E.right(amount.trim()));
  });

  it('accepts the whole balance, compared exactly', () => {
    expect(validateSendAmount('0.3', holding('0.3'))).toEqual(E.right('0.3'));
    expect(validateSendAmount('1.000000000000000001', holding('1.000000000000000001'))).toEqual(
      E.right('1.000000000000000001'),
    );
  });

  it.each(['', '0', '0.000', '-1', 'abc', '1e3', '1.2.3', '.', '1,5'])(
    'refuses %j with "Invalid amount"',
    (amount) => {
      const result = validateSendAmount(amount, holding('10'));
      expect(E.isLeft(result)).toBe(true);
      if (E.isLeft(result)) {
        expect(result.left).toBeInstanceOf(InvalidAmountError);
        expect(result.left.code).toBe('INVALID_AMOUNT');
        expect(result.left.shortMessage).toBe('Invalid amount');
      }
    },
  );

  it('refuses more than the balance with "Insufficient balance", by even the last digit', () => {
    const result = validateSendAmount('1.000000000000000001', holding('1'));
    expect(E.isLeft(result)).toBe(true);
    if (E.isLeft(result)) {
      expect(result.left).toBeInstanceOf(InsufficientBalanceError);
      expect(result.left.code).toBe('INSUFFICIENT_BALANCE');
      expect(result.left.shortMessage).toBe('Insufficient balance');
      expect(result.left.details).toBe('1.000000000000000001 requested, 1 held');
    }
  });

  it('counts an unreadable balance as nothing held', () => {
    const result = validateSendAmount('1', holding('n/a'));
    expect(E.isLeft(result) && result.left.code).toBe('INSUFFICIENT_BALANCE');
  });

  it('property: an amount passes exactly when it is positive and not above the balance', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        (amountUnits, balanceUnits) => {
          const asText = (units: bigint): string => {
            const digits = units.toString().padStart(7, '0');
            return `${digits.slice(0, -6)}.${digits.slice(-6)}`;
          };
          const result = validateSendAmount(asText(amountUnits), holding(asText(balanceUnits)));
          expect(E.isRight(result)).toBe(amountUnits > 0n && amountUnits <= balanceUnits);
        },
      ),
    );
  });
});
