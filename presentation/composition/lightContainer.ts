/**
 * The part of inversify 6's API that Keyport uses, for browser builds (aliased for `inversify`, as
 * the build aliases `reflect-metadata` away): the decorators (`injectable`, `inject`,
 * `multiInject`, `optional`), `ContainerModule`, and a `Container` with `bind`/`rebind`/`unbind`,
 * `isBound`, `get`, `getAll`, `load`, bindings `to`/`toSelf`/`toConstantValue`/`toDynamicValue` in
 * transient (the default) or singleton scope with an optional `when` constraint, and inversify's
 * errors for an unbound, ambiguous or circular request. inversify itself is about 12 KB gzip, a fifth of the page's entry, and plans
 * every request anew (a few milliseconds on each first use in the click that opens the modal);
 * this resolves a constructor's recorded parameters directly. Node and the tests keep inversify,
 * and `tests/unit/presentation/composition/lightContainer*.test.ts` hold this to its behaviour.
 */

/** What a binding is asked for by: a symbol or string token, or a class. */
type ServiceIdentifier = string | symbol | (abstract new (...args: never[]) => unknown);
type Newable = new (...args: never[]) => unknown;

/** How one constructor parameter is resolved. */
interface ParameterInjection {
  token?: ServiceIdentifier;
  multi?: boolean;
  optional?: boolean;
}

const parameterInjections = new WeakMap<object, ParameterInjection[]>();

function parameterOf(target: object, index: number): ParameterInjection {
  let parameters = parameterInjections.get(target);
  if (parameters === undefined) parameterInjections.set(target, (parameters = []));
  return (parameters[index] ??= {});
}

function nameOf(token: ServiceIdentifier): string {
  return typeof token === 'function' ? token.name : token.toString();
}

/** Marks a class the container may construct (kept for inversify's sake: this container needs no mark). */
export function injectable() {
  return <T>(target: T): T => target;
}

/** The constructor parameter at `index` is the binding of `token`. */
export function inject(token: ServiceIdentifier) {
  return (target: object, _property: string | symbol | undefined, index: number): void => {
    parameterOf(target, index).token = token;
  };
}

/** The constructor parameter at `index` is every binding of `token`, as a list. */
export function multiInject(token: ServiceIdentifier) {
  return (target: object, _property: string | symbol | undefined, index: number): void => {
    Object.assign(parameterOf(target, index), { token, multi: true });
  };
}

/** The constructor parameter at `index` is `undefined` when its token is not bound. */
export function optional() {
  return (target: object, _property: string | symbol | undefined, index: number): void => {
    parameterOf(target, index).optional = true;
  };
}

/** What a ContainerModule's registry is handed: inversify's first four parameters. */
type Registry = (
  bind: Container['bind'],
  unbind: Container['unbind'],
  isBound: Container['isBound'],
  rebind: Container['rebind'],
) => void;

export class ContainerModule {
  constructor(readonly registry: Registry) {}
}

/** What a binding's `when` constraint is shown of a request: inversify's `request.parentContext.container`. */
interface Request {
  readonly parentContext: { readonly container: Container };
}

interface Binding {
  create?: (container: Container) => unknown;
  singleton: boolean;
  resolved?: { readonly value: unknown };
  constraint?: (request: Request) => boolean;
}

/** The chain of `bind(token)`, in inversify's words; each step returns the chain. */
class BindingSyntax {
  constructor(
    private readonly binding: Binding,
    private readonly token: ServiceIdentifier,
  ) {}

  to(constructor: Newable): this {
    this.binding.create = (container) => container.construct(constructor);
    return this;
  }

  toSelf(): this {
    return this.to(this.token as Newable);
  }

  toConstantValue(value: unknown): this {
    this.binding.resolved = { value };
    return this;
  }

  toDynamicValue(create: (context: { readonly container: Container }) => unknown): this {
    this.binding.create = (container) => create({ container });
    return this;
  }

  inSingletonScope(): this {
    this.binding.singleton = true;
    return this;
  }

  inTransientScope(): this {
    this.binding.singleton = false;
    return this;
  }

  /** The binding answers only requests for which `constraint` holds (it still counts as bound). */
  when(constraint: (request: Request) => boolean): this {
    this.binding.constraint = constraint;
    return this;
  }
}

export class Container {
  private readonly bindings = new Map<ServiceIdentifier, Binding[]>();
  /** The tokens being resolved, outermost first, to name a circle when one closes. */
  private readonly resolving: ServiceIdentifier[] = [];

  bind = (token: ServiceIdentifier): BindingSyntax => {
    const binding: Binding = { singleton: false };
    this.bindings.set(token, [...(this.bindings.get(token) ?? []), binding]);
    return new BindingSyntax(binding, token);
  };

  unbind = (token: ServiceIdentifier): void => {
    if (!this.bindings.delete(token)) throw new Error(`Could not unbind serviceIdentifier: ${nameOf(token)}`);
  };

  rebind = (token: ServiceIdentifier): BindingSyntax => {
    this.unbind(token);
    return this.bind(token);
  };

  isBound = (token: ServiceIdentifier): boolean => (this.bindings.get(token)?.length ?? 0) > 0;

  get<T>(token: ServiceIdentifier): T {
    const [binding, ...others] = this.bindingsOf(token);
    if (others.length > 0) throw new Error(`Ambiguous match found for serviceIdentifier: ${nameOf(token)}`);
    return this.resolve(binding as Binding, token) as T;
  }

  getAll<T>(token: ServiceIdentifier): T[] {
    return this.bindingsOf(token).map((binding) => this.resolve(binding, token) as T);
  }

  load(...modules: readonly ContainerModule[]): void {
    for (const module of modules) module.registry(this.bind, this.unbind, this.isBound, this.rebind);
  }

  /** A new `constructor`, its parameters resolved as its decorators recorded. */
  construct(constructor: Newable): unknown {
    const parameters = parameterInjections.get(constructor) ?? [];
    const values = Array.from(parameters, (parameter) => {
      if (parameter?.token === undefined) {
        throw new Error(`Missing required @inject or @multiInject annotation in: ${constructor.name}`);
      }
      if (parameter.optional === true && this.matching(parameter.token).length === 0) return undefined;
      return parameter.multi === true ? this.getAll(parameter.token) : this.get(parameter.token);
    });
    return new (constructor as new (...args: unknown[]) => unknown)(...values);
  }

  /** The bindings of `token` that answer a request now (their `when` constraint holds). */
  private matching(token: ServiceIdentifier): Binding[] {
    const request: Request = { parentContext: { container: this } };
    return (this.bindings.get(token) ?? []).filter((binding) => binding.constraint?.(request) ?? true);
  }

  private bindingsOf(token: ServiceIdentifier): Binding[] {
    const bound = this.matching(token);
    if (bound.length === 0)
      throw new Error(`No matching bindings found for serviceIdentifier: ${nameOf(token)}`);
    return bound;
  }

  private resolve(binding: Binding, token: ServiceIdentifier): unknown {
    if (binding.resolved !== undefined) return binding.resolved.value;
    if (this.resolving.includes(token)) {
      const circle = [...this.resolving.slice(this.resolving.indexOf(token)), token].map(nameOf);
      throw new Error(`Circular dependency found: ${circle.join(' --> ')}`);
    }
    if (binding.create === undefined) throw new Error(`Invalid binding type: ${nameOf(token)}`);
    this.resolving.push(token);
    try {
      const value = binding.create(this);
      if (binding.singleton) binding.resolved = { value };
      return value;
    } finally {
      this.resolving.pop();
    }
  }
}
