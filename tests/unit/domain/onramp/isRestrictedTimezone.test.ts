import { isRestrictedTimezone, RESTRICTED_TIMEZONES } from '../../../../domain/onramp/isRestrictedTimezone';

describe('SPEC §9 restricted timezones: mainland China region zones', () => {
  it('lists the mainland China zones and the PRC alias', () => {
    expect(RESTRICTED_TIMEZONES).toEqual([
      'Asia/Shanghai',
      'Asia/Urumqi',
      'Asia/Chongqing',
      'Asia/Harbin',
      'Asia/Kashgar',
      'PRC',
    ]);
  });

  it.each([
    'Asia/Shanghai',
    'Asia/Urumqi',
    'Asia/Chongqing',
    'Asia/Harbin',
    'Asia/Kashgar',
    'PRC',
    'asia/shanghai',
    ' Asia/Harbin ',
  ])('%j is restricted', (zone) => {
    expect(isRestrictedTimezone(zone)).toBe(true);
  });

  it.each(['Asia/Hong_Kong', 'Asia/Taipei', 'Asia/Macau', 'Europe/Berlin', 'UTC', ''])(
    '%j is not restricted',
    (zone) => {
      expect(isRestrictedTimezone(zone)).toBe(false);
    },
  );

  it('an unknown zone is not restricted', () => {
    expect(isRestrictedTimezone(undefined)).toBe(false);
  });
});
