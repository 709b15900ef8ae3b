import { RetryGap } from '../../../../application/account-data/RetryGap';
import { TIMING_MS } from '../../../../domain/constants/timing';

const T0 = 1_700_000_000_000;

describe('RetryGap (SPEC §9 "Balance retry gap 30 s")', () => {
  it('SPEC §9: nothing is held back before a failure', () => {
    expect(new RetryGap(TIMING_MS.balanceRetryGap).retryAt('k', T0)).toBeUndefined();
  });

  it('SPEC §9: after a failure, waiting until 29 999 ms (and saying until when), free at 30 000 ms', () => {
    const gap = new RetryGap(TIMING_MS.balanceRetryGap);
    gap.recordFailure('k', T0);

    expect(gap.retryAt('k', T0)).toBe(T0 + TIMING_MS.balanceRetryGap);
    expect(gap.retryAt('k', T0 + TIMING_MS.balanceRetryGap - 1)).toBe(T0 + TIMING_MS.balanceRetryGap);
    expect(gap.retryAt('k', T0 + TIMING_MS.balanceRetryGap)).toBeUndefined();
    expect(gap.retryAt('other', T0)).toBeUndefined();
  });

  it('SPEC §9: a failure time in the future (the clock moved back) does not block', () => {
    const gap = new RetryGap(TIMING_MS.balanceRetryGap);
    gap.recordFailure('k', T0);
    expect(gap.retryAt('k', T0 - 1)).toBeUndefined();
  });
});
