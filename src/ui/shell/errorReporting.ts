import type { ErrorJson } from '../../application/ports/ErrorReportGateway';
import type { ReportError } from '../../application/shared/ReportError';
import { builtContainer, type LazyContainer } from '../shared/di';

const text = (value: unknown): string => {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    return String(value);
  }
};

export const send = (reporter: ReportError, errorJson: ErrorJson): void => {
  void reporter.execute({ url: window.location.href, error_json: errorJson });
};

/** Window errors and unhandled rejections: logged and reported silently, nothing shown. */
export const installErrorReporting = (reporter: ReportError): (() => void) => {
  const onError = (event: ErrorEvent) =>
    send(reporter, {
      type: 'error',
      message: event.message,
      filename: event.filename,
      lineno: event.lineno,
      colno: event.colno,
      stack: event.error instanceof Error ? (event.error.stack ?? '') : '',
    });
  const onRejection = (event: PromiseRejectionEvent) =>
    send(reporter, { type: 'unhandledrejection', reason: text(event.reason) });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
};

/** What a render error reports: message, stack and the component stack as the state snapshot. */
export const renderErrorJson = (error: unknown, componentStack?: string | null): ErrorJson => ({
  message: error instanceof Error ? error.message : text(error),
  stack: error instanceof Error ? (error.stack ?? '') : '',
  ...(componentStack ? { componentState: componentStack } : {}),
});

/**
 * Reports from the shell, which renders before the container is built: waits for it (and imports
 * the Inversify-decorated use case then, not with the entry).
 */
export const sendWhenReady = (container: LazyContainer, errorJson: ErrorJson): void => {
  Promise.all([builtContainer(container), import('../../application/shared/ReportError')])
    .then(([built, { ReportError }]) => send(built.get(ReportError), errorJson))
    // the reporting code itself did not arrive (offline): nothing can carry the report
    .catch(() => undefined);
};

/** A Content-Security-Policy violation as the report carries it: the event's own fields (redacted by ReportError). */
export const violationErrorJson = (event: SecurityPolicyViolationEvent): ErrorJson => ({
  type: 'securitypolicyviolation',
  violatedDirective: event.violatedDirective,
  effectiveDirective: event.effectiveDirective,
  blockedURI: event.blockedURI,
  sourceFile: event.sourceFile,
  lineNumber: event.lineNumber,
  columnNumber: event.columnNumber,
  sample: event.sample,
  disposition: event.disposition,
});

/**
 * CSP violations (a blocked script, a script sink without a trusted type) reported through the spec's error report,
 * from the first page on: installed by the entry, before the container exists (the report waits for it). The CSP has
 * no report-uri: nothing goes to a third party.
 */
export const installViolationReporting = (
  container: LazyContainer,
  target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
): (() => void) => {
  const onViolation = (event: SecurityPolicyViolationEvent) => sendWhenReady(container, violationErrorJson(event));
  target.addEventListener('securitypolicyviolation', onViolation);
  return () => target.removeEventListener('securitypolicyviolation', onViolation);
};
