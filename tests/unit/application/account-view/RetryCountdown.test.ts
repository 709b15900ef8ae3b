import { retryCountdown, secondsUntil } from '../../../../application/account-view/RetryCountdown';
import { FakeClock } from '../../../fakes/FakeClock';

describe('retryCountdown (SPEC §9 "Balance retry gap 30 s", said in seconds)', () => {
  it('SPEC §9: counts whole seconds, rounded up, reaching 0 exactly at the retry time', () => {
    const clock = new FakeClock();
    const retryAt = clock.now() + 2_500;
    const seen: number[] = [];

    retryCountdown(clock, retryAt, (seconds) => seen.push(seconds));
    expect(secondsUntil(clock, retryAt)).toBe(3);
    clock.advance(499);
    expect(seen).toEqual([]);
    clock.advance(1);
    expect(seen).toEqual([2]);
    clock.advance(2_000);
    expect(seen).toEqual([2, 1, 0]);
    clock.advance(10_000);
    expect(seen).toEqual([2, 1, 0]);
  });

  it('a retry time already past counts nothing; unsubscribing stops the count', () => {
    const clock = new FakeClock();
    const seen: number[] = [];
    retryCountdown(clock, clock.now() - 1, (seconds) => seen.push(seconds));
    expect(secondsUntil(clock, clock.now() - 1)).toBe(0);

    retryCountdown(clock, clock.now() + 5_000, (seconds) => seen.push(seconds)).unsubscribe();
    clock.advance(10_000);
    expect(seen).toEqual([]);
  });
});
