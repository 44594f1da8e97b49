import type { Backend } from './backends';

/**
 * The calls of one port, one line each: its method and first argument ('organization 1', 'search {"page":1,…}').
 * Rebinds the port with a counting wrapper: resolve the use cases after this. Counts on both backends alike (on http
 * each call is one request).
 */
export const portCalls = (backend: Backend, token: symbol): string[] => {
  const calls: string[] = [];
  const real = backend.container.get<object>(token);
  const counted = new Proxy(real, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const first = typeof args[0] === 'object' ? JSON.stringify(args[0]) : String(args[0]);
        calls.push(`${String(property)} ${first}`);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  backend.container.rebind<object>(token).toConstantValue(counted);
  return calls;
};
