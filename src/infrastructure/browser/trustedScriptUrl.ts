/**
 * The console's one Trusted Types policy (the CSP's `trusted-types` names it alone: scripts/csp.mjs
 * TRUSTED_TYPES_POLICY). Script URLs only: PAY.JP's SDK, whose terms require loading it from js.pay.jp, and the site's
 * own files (the CSV reader's module worker, which Vite emits under the site's origin). Anything else is refused, so a
 * script URL that reached a sink by mistake stays blocked.
 */
export const TRUSTED_TYPES_POLICY = 'console-script-url';

/** PAY.JP's browser SDK (https://pay.jp/docs/payjs). */
export const PAYJP_SCRIPT_URL = 'https://js.pay.jp/v2/pay.js';

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
}
/** The page a URL is for: its Trusted Types factory (absent where the browser has none) and its location. */
export interface TrustedTypesWindow {
  readonly trustedTypes?: TrustedTypesFactory;
  readonly location: { readonly href: string; readonly origin: string };
}

/** Whether the policy lets this URL reach a script sink of the page at `location`. */
export const isAllowedScriptUrl = (input: string, location: TrustedTypesWindow['location']): boolean => {
  if (input === PAYJP_SCRIPT_URL) return true;
  try {
    const url = new URL(input, location.href);
    return url.origin === location.origin && (url.protocol === 'https:' || url.protocol === 'http:');
  } catch {
    return false;
  }
};

// one policy per page (a second createPolicy of the same name is itself a violation)
const policies = new WeakMap<object, ScriptUrlPolicy>();

const policyOf = (win: TrustedTypesWindow): ScriptUrlPolicy | undefined => {
  const factory = win.trustedTypes;
  if (!factory) return undefined;
  let policy = policies.get(win);
  if (!policy) {
    policy = factory.createPolicy(TRUSTED_TYPES_POLICY, {
      createScriptURL: (input) => {
        if (isAllowedScriptUrl(input, win.location)) return input;
        throw new TypeError(`script URL refused by ${TRUSTED_TYPES_POLICY}: ${input}`);
      },
    });
    policies.set(win, policy);
  }
  return policy;
};

/**
 * The URL as a script sink takes it: a TrustedScriptURL where the browser enforces Trusted Types (its text is the
 * URL), the URL itself elsewhere. Throws for a URL the policy refuses.
 */
export const trustedScriptUrl = (url: string, win: TrustedTypesWindow = window as unknown as TrustedTypesWindow) => {
  const policy = policyOf(win);
  // a TrustedScriptURL stands where the DOM's types say string (script.src, new Worker): the browser reads it as one
  return policy ? (policy.createScriptURL(url) as string) : url;
};

/** The page's Worker, taking its script URL through the policy (the site's own file). */
export const trustedWorkerClass = () =>
  class TrustedWorker extends globalThis.Worker {
    constructor(url: URL, options?: WorkerOptions) {
      super(trustedScriptUrl(url.href), options);
    }
  };
