/** error_json of the spec: one of three shapes, by where the error was caught. */
export type ErrorJson =
  | { readonly message: string; readonly stack: string; readonly componentState?: string }
  | {
      readonly type: 'error';
      readonly message: string;
      readonly filename: string;
      readonly lineno: number;
      readonly colno: number;
      readonly stack: string;
    }
  | { readonly type: 'unhandledrejection'; readonly reason: string }
  // ours: a Content-Security-Policy violation (the spec names no shape; the event's own fields, sent the same way)
  | {
      readonly type: 'securitypolicyviolation';
      readonly violatedDirective: string;
      readonly effectiveDirective: string;
      readonly blockedURI: string;
      readonly sourceFile: string;
      readonly lineNumber: number;
      readonly columnNumber: number;
      readonly sample: string;
      readonly disposition: string;
    };

export interface ErrorReport {
  readonly url: string;
  readonly error_json: ErrorJson;
}

/** POST /v1/console/error_reports. Never fails loudly: the reporter must not cause reports. */
export interface ErrorReportGateway {
  send(report: ErrorReport): Promise<void>;
}
export const ErrorReportGateway = Symbol.for('ErrorReportGateway');
