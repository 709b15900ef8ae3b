import { RetryGap } from '../../../../application/account-data/RetryGap';
import { TIMING_MS } from '../../../../domain/constants/timing';

const T0 = 1_700_000_000_000;
const GAP = TIMING_MS.balanceRetryGap;

describe('RetryGap (SPEC §9 "Balance retry gap 30 s")', () => {
  it('SPEC §9: nothing is held back before a failure', () => {
    expect(new RetryGap<string>(GAP).held('k', T0)).toBeUndefined();
  });

  it('SPEC §9: after a failure, held until 29 999 ms (saying until when, and by which failure), free at 30 000 ms', () => {
    const gap = new RetryGap<string>(GAP);
    expect(gap.nextAttemptAt(T0)).toBe(T0 + GAP);
    gap.recordFailure('k', T0, 'first failure');

    expect(gap.held('k', T0)).toEqual({ retryAt: T0 + GAP, failure: 'first failure' });
    expect(gap.held('k', T0 + GAP - 1)).toEqual({ retryAt: T0 + GAP, failure: 'first failure' });
    expect(gap.held('k', T0 + GAP)).toBeUndefined();
    expect(gap.held('other', T0)).toBeUndefined();
  });

  it('SPEC §9: a later failure starts the gap again, with itself as the failure held', () => {
    const gap = new RetryGap<string>(GAP);
    gap.recordFailure('k', T0, 'first failure');
    gap.recordFailure('k', T0 + GAP, 'second failure');
    expect(gap.held('k', T0 + GAP + 1)).toEqual({ retryAt: T0 + 2 * GAP, failure: 'second failure' });
  });

  it('SPEC §9: a failure time in the future (the clock moved back) does not block', () => {
    const gap = new RetryGap<string>(GAP);
    gap.recordFailure('k', T0, 'failure');
    expect(gap.held('k', T0 - 1)).toBeUndefined();
  });
});
