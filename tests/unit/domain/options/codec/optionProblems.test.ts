import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { optionProblems } from '../../../../../domain/options/codec/optionProblems';

function problemsOf<A>(
  codec: t.Type<A, unknown, unknown>,
  value: unknown,
): ReturnType<typeof optionProblems> {
  const result = codec.decode(value);
  if (E.isRight(result)) throw new Error('expected a decoding error');
  return optionProblems(result.left);
}

describe('SPEC §1 option problems name the option as the host writes it in code', () => {
  it('writes names with dots, indexes in brackets and other keys quoted', () => {
    const codec = t.type({ list: t.array(t.type({ 'eip155:1': t.record(t.string, t.string) })) });
    expect(problemsOf(codec, { list: [{ 'eip155:1': { ok: 'x', bad: 5 } }] })).toEqual([
      { option: 'list[0]["eip155:1"].bad', problem: 'expected string, got number' },
    ]);
  });

  it('falls back to the codec name when a codec gives no message of its own', () => {
    expect(problemsOf(t.type({ projectId: t.string }), { projectId: 5 })).toEqual([
      { option: 'projectId', problem: 'expected string, got number' },
    ]);
  });

  it('reports a problem once even when a codec repeats it', () => {
    const error = { value: 1, context: [{ key: '', type: t.string, actual: 1 }], message: 'wrong' };
    expect(optionProblems([error, error])).toEqual([{ option: '', problem: 'wrong' }]);
    expect(optionProblems([{ value: 1, context: [] }])).toEqual([
      { option: '', problem: 'expected another value, got number' },
    ]);
  });
});
