// jsdom ships without types and @types/jsdom is not installed: only what the tests use.
declare module 'jsdom' {
  export interface ConstructorOptions {
    readonly url?: string;
    readonly runScripts?: 'dangerously' | 'outside-only';
    readonly resources?: 'usable';
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
