import * as E from 'fp-ts/Either';
import { PortErrors } from '../../src/application/ports/PortError';
import type { Backend } from './backends';

/**
 * The answer of the next write the server applies is lost (World.faults, both backends): the create
 * happened, the client hears a network failure.
 */
export const loseNextWriteAnswer = (backend: Backend): void => {
  backend.world.faults.loseNextWriteAnswer = true;
};

/**
 * The next write the server applies is answered 2xx with a body that does not decode (World.faults, both backends).
 */
export const garbleNextWriteAnswer = (backend: Backend): void => {
  backend.world.faults.garbleNextWriteAnswer = true;
};

/**
 * One port method (a delete) is answered 2xx WITHOUT reaching the server: what a server whose deletion is not yet
 * reflected in its lists shows (devices-access §4: deleting takes time), the record stays listed as it was.
 */
export const answeredWithoutServer = <P extends object>(
  backend: Backend,
  token: symbol,
  method: keyof P & string,
): void => {
  const real = backend.container.get<P>(token);
  const wrapped = new Proxy(real, {
    get(target, property, receiver) {
      if (property === method) return () => Promise.resolve(E.right(undefined));
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  backend.container.rebind<P>(token).toConstantValue(wrapped);
};

/**
 * One port method fails as a dropped connection WITHOUT reaching the server (the write is not applied);
 * every other call goes through. Rebinds the port to the real adapter wrapped: resolve what uses it afterwards.
 */
export const dropBeforeServer = <P extends object>(
  backend: Backend,
  token: symbol,
  method: keyof P & string,
): (() => void) => {
  const real = backend.container.get<P>(token);
  let dropping = true;
  const wrapped = new Proxy(real, {
    get(target, property, receiver) {
      if (property === method && dropping)
        return () => Promise.resolve(E.left(PortErrors.unavailable('network', undefined, 'Network Error')));
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  backend.container.rebind<P>(token).toConstantValue(wrapped);
  // the connection is back (also for what was resolved meanwhile: it holds the wrapper)
  return () => {
    dropping = false;
  };
};

export const networkDown = (backend: Backend, down = true): void => {
  backend.world.write((s) => {
    s.dev.networkUp = !down;
  });
};
