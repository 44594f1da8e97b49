import { describe, expect, it } from 'vitest';
import { defineMetadata, getMetadata, getOwnMetadata } from '../../../src/infrastructure/container/reflectMetadata';

describe('the metadata calls Inversify makes (the build aliases reflect-metadata/lite to them)', () => {
  class Base {}
  class Derived extends Base {}
  const key = Symbol('inversify:class');

  it('reads back what was defined on a class, and nothing for a key never defined', () => {
    class Own {}
    defineMetadata(key, { id: 1 }, Own);
    expect(getOwnMetadata(key, Own)).toEqual({ id: 1 });
    expect(getOwnMetadata('other', Own)).toBeUndefined();
    expect(getMetadata('other', Own)).toBeUndefined();
  });

  it('keeps a property’s metadata apart from the class’s', () => {
    class WithMember {}
    defineMetadata(key, 'class', WithMember);
    defineMetadata(key, 'member', WithMember, 'gateway');
    expect(getOwnMetadata(key, WithMember)).toBe('class');
    expect(getOwnMetadata(key, WithMember, 'gateway')).toBe('member');
  });

  it('getMetadata finds a base class’s metadata on a subclass; getOwnMetadata does not', () => {
    defineMetadata(key, 'base', Base);
    expect(getMetadata(key, Derived)).toBe('base');
    expect(getOwnMetadata(key, Derived)).toBeUndefined();
    defineMetadata(key, 'derived', Derived);
    expect(getMetadata(key, Derived)).toBe('derived');
    expect(getMetadata(key, Base)).toBe('base');
  });

  it('a value defined again replaces the first (Inversify updates its metadata in place)', () => {
    class Updated {}
    defineMetadata(key, 1, Updated);
    defineMetadata(key, 2, Updated);
    expect(getOwnMetadata(key, Updated)).toBe(2);
  });
});
