import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';

/**
 * The few elements the pages rendered without Chakra's runtime need (the login page, the frame of
 * every public page, the system error page): /login is where every visit starts, and Chakra with
 * Emotion is a quarter of its start-up JS. Styled by plain.css with Chakra's own values; inside a
 * `.plain` root. Every other screen keeps Chakra.
 */

const INFO_ICON =
  'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 7H13V9H11V7ZM11 11H13V17H11V11Z';
const WARNING_ICON =
  'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z';

/** Chakra's subtle Alert: an icon, then a title (and a description). */
export function PlainAlert({
  status,
  title,
  calm,
  children,
  ...rest
}: {
  status: 'info' | 'error';
  title: ReactNode;
  calm?: boolean;
  children?: ReactNode;
  role?: string;
  'data-testid'?: string;
}) {
  return (
    <div className="plain-alert" data-status={status} {...rest}>
      <span className="plain-alert-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24">
          <path d={status === 'error' ? WARNING_ICON : INFO_ICON} />
        </svg>
      </span>
      <div className="plain-alert-content">
        <div className={calm ? 'plain-alert-title plain-calm' : 'plain-alert-title'}>{title}</div>
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}

/** Chakra's Field with an outline Input: label, input, and the error below once there is one. */
export function PlainField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${id}-error`;
  return (
    <div className="plain-field" role="group">
      <label className="plain-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="plain-input"
        aria-invalid={error !== undefined}
        aria-errormessage={error !== undefined ? errorId : undefined}
        {...input}
      />
      {error !== undefined && (
        <span id={errorId} className="plain-error-text" aria-live="polite">
          {error}
        </span>
      )}
    </div>
  );
}

/** Chakra's solid teal Button; while `loading`, a spinner and the loading text, and disabled (as Chakra's). */
export function PlainButton({
  loading,
  loadingText,
  children,
  ...button
}: { loading?: boolean; loadingText?: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      className="plain-button"
      data-loading={loading ? '' : undefined}
      disabled={loading === true || button.disabled}
      {...button}
    >
      {loading ? (
        <>
          <span className="plain-spinner" />
          {loadingText}
        </>
      ) : (
        children
      )}
    </button>
  );
}
