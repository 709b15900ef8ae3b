import { refusalReasons } from '../../../../domain/errors/refusalReasons';

describe('refusalReasons (REFERENCE §3a error bodies, read as outside data)', () => {
  it('reads the reasons of a {status, reasons} body, `field` standing in for a missing name', () => {
    expect(
      refusalReasons({
        status: 400,
        reasons: [
          { name: 'no_route', description: 'No pool holds ETH and DPTS' },
          { field: 'amount', description: 'too small' },
        ],
      }),
    ).toEqual([
      { name: 'no_route', description: 'No pool holds ETH and DPTS' },
      { name: 'amount', description: 'too small' },
    ]);
  });

  it('reads nothing from any other body: a text, an HTML page, null, reasons that are not a list', () => {
    for (const body of [
      'Bad Request',
      '<html></html>',
      null,
      undefined,
      42,
      { reasons: 'none' },
      { status: 400 },
    ]) {
      expect(refusalReasons(body)).toEqual([]);
    }
  });

  it('Hostile input: skips reasons that are not objects or carry no text, reads five at most, cuts long texts', () => {
    const long = 'x'.repeat(10_000);
    const reasons = refusalReasons({
      reasons: [
        null,
        'text',
        { name: 1, description: {} },
        ...Array.from({ length: 10 }, () => ({ name: long })),
      ],
    });
    expect(reasons).toHaveLength(2);
    expect(reasons[0]?.name).toHaveLength(300);
    expect(reasons[0]?.description).toBe('');
  });
});
