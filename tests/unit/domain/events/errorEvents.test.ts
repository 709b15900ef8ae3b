import { DISPLAY_TEXT_MAX_LENGTH } from '../../../../domain/constants/limits';
import { DROPPED_PROBLEMS_REPORTED, droppedItemsReport } from '../../../../domain/events/droppedItemsReport';
import { modalErrorProperties } from '../../../../domain/events/modalErrorProperties';

describe('host-only error events: what they carry', () => {
  it("MODAL_ERROR carries the view and the error's message, never its stack", () => {
    const error = new RangeError('decimals must be a whole number of digits up to 255, got 1.5');
    const properties = modalErrorProperties('Swap', error);
    expect(properties).toEqual({
      view: 'Swap',
      errorMessage: 'decimals must be a whole number of digits up to 255, got 1.5',
    });
    expect(JSON.stringify(properties)).not.toContain('at ');
  });

  it('MODAL_ERROR takes anything thrown, and cuts a long message', () => {
    expect(modalErrorProperties('Connect', 'plain text')).toEqual({
      view: 'Connect',
      errorMessage: 'plain text',
    });
    expect(modalErrorProperties('Connect', new Error('m'.repeat(5_000))).errorMessage).toHaveLength(
      DISPLAY_TEXT_MAX_LENGTH.message,
    );
  });

  it('ANSWER_ITEMS_DROPPED counts every dropped item and describes the first few', () => {
    const problems = Array.from({ length: 40_000 }, (_, index) => `balances.${index}.price: bad`);
    const properties = droppedItemsReport('GET /v1/account/{address}/balance', problems);
    expect(properties).toEqual({
      call: 'GET /v1/account/{address}/balance',
      droppedCount: 40_000,
      problems: problems.slice(0, DROPPED_PROBLEMS_REPORTED),
    });
  });
});
