import { checkSendForm } from '../../../../../domain/send/checkSendForm';
import { initialSendState, type SendState } from '../../../../../domain/send/SendState';
import { isProblemShown, sendFormProblem } from '../../../../../presentation/views/send/sendFormProblem';
import { UNTOUCHED_SEND_FORM } from '../../../../../presentation/views/send/sendFlowState';
import { ddai, ether, RECEIVER } from '../../../application/send/sendFixtures';

function problemOf(form: Partial<SendState>, receiverError?: string) {
  const state = { ...initialSendState(), tokenBalances: [ether, ddai], ...form };
  return sendFormProblem(checkSendForm(state, 'eip155'), { form: state, receiverError });
}

const LEFT_AMOUNT = { touched: { amount: true, receiver: false }, submitted: false };
const LEFT_RECEIVER = { touched: { amount: false, receiver: true }, submitted: false };
const PRESSED = { ...UNTOUCHED_SEND_FORM, submitted: true };

describe('the send form problem, shown on intent (SPEC §5 texts exact)', () => {
  it('none for a form that can be sent', () => {
    expect(problemOf({ token: ether, sendTokenAmount: '0.5', receiverAddress: RECEIVER })).toBeUndefined();
  });

  it('"An amount and receiver address are required" is about the fields left blank, amount first', () => {
    expect(problemOf({ token: ether })).toEqual({
      message: 'An amount and receiver address are required',
      parts: ['amount', 'receiver'],
    });
    expect(problemOf({ token: ether, sendTokenAmount: '1' })?.parts).toEqual(['receiver']);
    expect(problemOf({ token: ether, receiverAddress: RECEIVER })?.parts).toEqual(['amount']);
  });

  it('names the part each SPEC §5 problem is about', () => {
    const filled = { sendTokenAmount: '0.5', receiverAddress: RECEIVER };
    expect(problemOf(filled)).toEqual({ message: 'A token is required', parts: ['token'] });
    expect(problemOf({ ...filled, token: ether, receiverAddress: '0xnope' })).toEqual({
      message: 'Invalid address',
      parts: ['receiver'],
    });
    expect(problemOf({ ...filled, token: ether, sendTokenAmount: 'abc' })).toEqual({
      message: 'Invalid amount',
      parts: ['amount'],
    });
    expect(problemOf({ ...filled, token: ether, sendTokenAmount: '5' })).toEqual({
      message: 'Insufficient balance',
      parts: ['amount'],
    });
  });

  it("a receiver's name that gives no address comes first, about the receiver", () => {
    expect(problemOf({ token: ether }, 'Error resolving name')).toEqual({
      message: 'Error resolving name',
      parts: ['receiver'],
    });
  });

  it('shows nothing before input; a problem once a field it is about was left; everything once "Review send" was pressed', () => {
    const required = problemOf({ token: ether, sendTokenAmount: '1' });
    if (required === undefined) throw new Error('expected a problem');
    expect(isProblemShown(required, UNTOUCHED_SEND_FORM)).toBe(false);
    expect(isProblemShown(required, LEFT_AMOUNT)).toBe(false);
    expect(isProblemShown(required, LEFT_RECEIVER)).toBe(true);
    expect(isProblemShown(required, PRESSED)).toBe(true);
    const token = problemOf({ sendTokenAmount: '1', receiverAddress: RECEIVER });
    if (token === undefined) throw new Error('expected a problem');
    expect(isProblemShown(token, { touched: { amount: true, receiver: true }, submitted: false })).toBe(
      false,
    );
    expect(isProblemShown(token, PRESSED)).toBe(true);
  });

  it('a problem no field can fix (a namespace that cannot send) shows at once', () => {
    expect(isProblemShown({ message: 'Unsupported chain', parts: [] }, UNTOUCHED_SEND_FORM)).toBe(true);
  });
});
