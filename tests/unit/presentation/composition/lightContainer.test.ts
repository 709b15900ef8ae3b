import * as inversify from 'inversify';
import * as light from '../../../../presentation/composition/lightContainer';

/**
 * The browser build's container (`lightContainer`, aliased for `inversify`) must behave as
 * inversify does for every call Keyport makes: each case runs on both and expects the same.
 */
type Api = Pick<
  typeof light,
  'Container' | 'ContainerModule' | 'inject' | 'injectable' | 'multiInject' | 'optional'
>;

const IMPLEMENTATIONS: readonly [string, Api][] = [
  ['inversify', inversify as unknown as Api],
  ['the light container', light],
];

const CLOCK = Symbol.for('Clock');
const ADAPTER = Symbol.for('Adapter');
const MISSING = Symbol.for('Missing');

describe.each(IMPLEMENTATIONS)(
  '%s (ARCHITECTURE "Choices": the browser container behaves as inversify)',
  (_name, di) => {
    const { Container, ContainerModule, inject, injectable, multiInject, optional } = di;

    @injectable()
    class Counter {
      static made = 0;
      readonly id = (Counter.made += 1);
    }

    @injectable()
    class Service {
      constructor(
        @inject(Counter) readonly counter: Counter,
        @inject(CLOCK) readonly clock: string,
        @inject(MISSING) @optional() readonly missing?: string,
        @multiInject(ADAPTER) @optional() readonly adapters: readonly string[] = [],
      ) {}
    }

    @injectable()
    class Ring {
      constructor(@inject('Other') readonly other: unknown) {}
    }

    @injectable()
    class Other {
      constructor(@inject(Ring) readonly ring: Ring) {}
    }

    it('constructs a class with its injected parameters; optional ones unbound are undefined, a multi-injection unbound its default', () => {
      const container = new Container();
      container.bind(Counter).toSelf();
      container.bind(CLOCK).toConstantValue('system clock');
      container.bind(Service).toSelf();
      const service = container.get<Service>(Service);
      expect(service.counter).toBeInstanceOf(Counter);
      expect(service.clock).toBe('system clock');
      expect(service.missing).toBeUndefined();
      expect(service.adapters).toEqual([]);
    });

    it('is transient by default and keeps one instance in singleton scope', () => {
      const container = new Container();
      container.bind(Counter).toSelf();
      expect(container.get<Counter>(Counter)).not.toBe(container.get<Counter>(Counter));
      const singletons = new Container();
      singletons.bind(Counter).toSelf().inSingletonScope();
      expect(singletons.get<Counter>(Counter)).toBe(singletons.get<Counter>(Counter));
    });

    it('hands every binding of a multi-injected token, in binding order, and getAll returns them', () => {
      const container = new Container();
      container.bind(ADAPTER).toConstantValue('evm');
      container.bind(ADAPTER).toConstantValue('solana');
      container.bind(Counter).toSelf();
      container.bind(CLOCK).toConstantValue('clock');
      container.bind(MISSING).toConstantValue('present');
      container.bind(Service).toSelf();
      const service = container.get<Service>(Service);
      expect(service.adapters).toEqual(['evm', 'solana']);
      expect(service.missing).toBe('present');
      expect(container.getAll<string>(ADAPTER)).toEqual(['evm', 'solana']);
    });

    it('refuses an unbound token, an ambiguous one and a circle, with inversify’s words', () => {
      const container = new Container();
      expect(() => container.get(MISSING)).toThrow(
        /No matching bindings found for serviceIdentifier: Symbol\(Missing\)/,
      );
      expect(() => container.getAll(MISSING)).toThrow(/No matching bindings found for serviceIdentifier/);
      container.bind(ADAPTER).toConstantValue('evm');
      container.bind(ADAPTER).toConstantValue('solana');
      expect(() => container.get(ADAPTER)).toThrow(
        /Ambiguous match found for serviceIdentifier: Symbol\(Adapter\)/,
      );
      container.bind(Ring).toSelf();
      container.bind('Other').to(Other);
      expect(() => container.get(Ring)).toThrow(/Circular dependency found: Ring --> Other --> Ring/);
      expect(() => container.unbind(CLOCK)).toThrow(/Could not unbind serviceIdentifier: Symbol\(Clock\)/);
      expect(() => container.rebind(CLOCK)).toThrow(/Could not unbind serviceIdentifier/);
    });

    it('calls a dynamic value with the container, once in singleton scope, on every request otherwise', () => {
      const container = new Container();
      container.bind(CLOCK).toConstantValue('clock');
      let calls = 0;
      container
        .bind('Reader')
        .toDynamicValue((context) => `${context.container.get<string>(CLOCK)} #${(calls += 1)}`)
        .inSingletonScope();
      container.bind('Fresh').toDynamicValue(() => (calls += 1));
      expect(container.get('Reader')).toBe('clock #1');
      expect(container.get('Reader')).toBe('clock #1');
      container.get('Fresh');
      container.get('Fresh');
      expect(calls).toBe(3);
    });

    it('a binding whose when-constraint fails still counts as bound, yet answers no request: get refuses, an optional injection is undefined', () => {
      let wanted = false;
      const container = new Container();
      container.bind(Counter).toSelf();
      container.bind(CLOCK).toConstantValue('clock');
      container
        .bind(MISSING)
        .toDynamicValue(() => 'wallet connect client')
        .inSingletonScope()
        .when((request) => request.parentContext.container.isBound(CLOCK) && wanted);
      container.bind(Service).toSelf();
      expect(container.isBound(MISSING)).toBe(true);
      expect(() => container.get(MISSING)).toThrow(/No matching bindings found for serviceIdentifier/);
      expect(container.get<Service>(Service).missing).toBeUndefined();
      wanted = true;
      expect(container.get<Service>(Service).missing).toBe('wallet connect client');
    });

    it('loads modules whose registry binds, asks and rebinds; rebind replaces every binding', () => {
      const container = new Container();
      container.bind(CLOCK).toConstantValue('system clock');
      container.load(
        new ContainerModule((bind, _unbind, isBound, rebind) => {
          (isBound(CLOCK) ? rebind(CLOCK) : bind(CLOCK)).toConstantValue('host clock');
          (isBound(MISSING) ? rebind(MISSING) : bind(MISSING)).toConstantValue('host storage');
        }),
      );
      expect(container.get(CLOCK)).toBe('host clock');
      expect(container.get(MISSING)).toBe('host storage');
      expect(container.isBound(ADAPTER)).toBe(false);
      container.unbind(MISSING);
      expect(container.isBound(MISSING)).toBe(false);
    });
  },
);
