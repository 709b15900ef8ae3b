import { Container, inject, injectable } from 'inversify';
import { createMetadataApi, installMetadataApi } from '../../../../presentation/composition/metadataApi';

describe('the metadata API of browser builds (ARCHITECTURE "Choices": inversify needs Reflect metadata)', () => {
  it('defines, reads own and inherited metadata per property, like reflect-metadata', () => {
    const api = createMetadataApi();
    class Base {}
    class Derived extends Base {}
    api.defineMetadata('k', 1, Base);
    api.defineMetadata('k', 'p', Base, 'prop');
    expect(api.getOwnMetadata('k', Base)).toBe(1);
    expect(api.hasOwnMetadata('k', Derived)).toBe(false);
    expect(api.hasMetadata('k', Derived)).toBe(true);
    expect(api.getMetadata('k', Derived)).toBe(1);
    expect(api.getMetadata('k', Derived, 'prop')).toBe('p');
    expect(api.getMetadata('missing', Derived)).toBeUndefined();
    expect(api.hasMetadata('missing', Derived)).toBe(false);
    api.defineMetadata('k', 2, Derived);
    expect(api.getMetadata('k', Derived)).toBe(2);
  });

  it('keeps a full polyfill that is already installed, and installs itself where there is none', () => {
    const existing = { defineMetadata: () => 'full' };
    installMetadataApi(existing);
    expect(existing.defineMetadata()).toBe('full');
    const bare: Record<string, unknown> = {};
    installMetadataApi(bare);
    expect(typeof bare.getMetadata).toBe('function');
  });

  it('is enough for inversify to build and inject classes', () => {
    const reflect = Reflect as unknown as Record<string, unknown>;
    const saved = Object.fromEntries(
      ['defineMetadata', 'getMetadata', 'getOwnMetadata', 'hasMetadata', 'hasOwnMetadata'].map((k) => [
        k,
        reflect[k],
      ]),
    );
    Object.assign(reflect, createMetadataApi());
    try {
      const TOKEN = Symbol('greeting');
      @injectable()
      class Greeter {
        constructor(@inject(TOKEN) readonly greeting: string) {}
      }
      const container = new Container();
      container.bind(TOKEN).toConstantValue('hello');
      container.bind(Greeter).toSelf();
      expect(container.get(Greeter).greeting).toBe('hello');
    } finally {
      Object.assign(reflect, saved);
    }
  });
});
