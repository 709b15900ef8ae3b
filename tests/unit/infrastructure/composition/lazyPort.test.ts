import { lazyPort } from '../../../../infrastructure/composition/lazyPort';

interface Greeter {
  greet(name: string): Promise<string>;
  label(): string;
}

describe('lazyPort (the page pays only for what it uses)', () => {
  it('loads the adapter once, on the first call, and forwards every call', async () => {
    let loads = 0;
    const port = lazyPort<Greeter>(async () => {
      loads += 1;
      return { greet: async (name) => `hello ${name}`, label: () => 'loaded' };
    });
    expect(loads).toBe(0);
    await expect(Promise.all([port.greet('a'), port.greet('b')])).resolves.toEqual(['hello a', 'hello b']);
    expect(loads).toBe(1);
  });

  it('answers eager members at once without loading, and is not mistaken for a promise', async () => {
    let loads = 0;
    const port = lazyPort<Greeter>(
      async () => {
        loads += 1;
        return { greet: async () => '', label: () => 'late' };
      },
      { label: () => 'eager' },
    );
    expect(port.label()).toBe('eager');
    expect(await Promise.resolve(port)).toBe(port);
    expect(loads).toBe(0);
  });

  it('a member the adapter lacks rejects with a clear error', async () => {
    const port = lazyPort<Greeter>(async () => ({}) as Greeter);
    await expect(port.greet('x')).rejects.toThrow('The port has no method greet');
  });
});
