import { transferSign } from '../../../../domain/transaction/transferSign';

describe('SPEC §9 sign + for receive, deposit, borrow, claim; - for withdraw, repay, burn', () => {
  it.each(['receive', 'deposit', 'borrow', 'claim'])('%s gets +', (operationType) => {
    expect(transferSign(operationType)).toBe('+');
  });

  it.each(['withdraw', 'repay', 'burn'])('%s gets -', (operationType) => {
    expect(transferSign(operationType)).toBe('-');
  });

  it.each(['send', 'trade', 'approve', 'mint', 'execute', 'Receive', ''])(
    '%j gets no sign',
    (operationType) => {
      expect(transferSign(operationType)).toBe('');
    },
  );
});
