import { Observable } from 'rxjs';
import type { AppError } from '../../application/shared/AppError';

export type ToastTone = 'success' | 'error' | 'info';

/** What a question is about, listed under its message: the doors a lock-all closes, the keypads, the changes. */
export interface ConfirmList {
  /** The list's name for a screen reader (施錠する扉). */
  readonly label: string;
  readonly items: ReadonlyArray<string>;
  readonly testId?: string;
}

export interface ConfirmRequest {
  readonly title: string;
  /** What will happen, in the manager's words. */
  readonly message: string;
  /** Each thing it happens to, when there are several (one line each, scrolled when long). */
  readonly list?: ConfirmList;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  /** Red confirm button for what cannot be undone. */
  readonly destructive?: boolean;
}

/** Something a presenter wants done once, outside its state: shown, navigated, asked. */
export type Effect =
  | { readonly kind: 'toast'; readonly tone: ToastTone; readonly message: string }
  | { readonly kind: 'navigate'; readonly to: string; readonly replace: boolean }
  /** Load a page afresh (the whole console starts again, in the organization just joined). */
  | { readonly kind: 'reload'; readonly to: string }
  /** Save a file the presenter made (a CSV) through the browser's download. */
  | { readonly kind: 'download'; readonly blob: Blob; readonly fileName: string }
  /** Read the route's data again (the guard's auth record after a change the header shows). */
  | { readonly kind: 'refresh-route' }
  /**
   * Ask the manager. The dialog calls `answer` and stays open, busy, until it settles: a yes
   * runs the presenter's action while the dialog shows progress; a no settles at once.
   */
  | { readonly kind: 'confirm'; readonly request: ConfirmRequest; readonly answer: (yes: boolean) => Promise<void> };

/**
 * One presenter's effects stream. The view consumes it with `usePresenterEffects` (toasts,
 * navigation and the confirm dialog), so it never branches on an Either or watches counters.
 * Effects raised before anyone listens (a load that fails during the first render) are queued
 * and delivered to the first subscriber, never lost.
 */
export class Effects {
  private readonly queue: Effect[] = [];
  private readonly listeners = new Set<(effect: Effect) => void>();

  readonly effects$: Observable<Effect> = new Observable<Effect>((subscriber) => {
    const listener = (effect: Effect) => subscriber.next(effect);
    this.listeners.add(listener);
    this.queue.splice(0).forEach(listener);
    return () => this.listeners.delete(listener);
  });

  private emit(effect: Effect): void {
    if (this.listeners.size === 0) this.queue.push(effect);
    else this.listeners.forEach((listener) => listener(effect));
  }

  success(message: string): void {
    this.emit({ kind: 'toast', tone: 'success', message });
  }

  error(message: string): void {
    this.emit({ kind: 'toast', tone: 'error', message });
  }

  info(message: string): void {
    this.emit({ kind: 'toast', tone: 'info', message });
  }

  /** The error toast of a failed outcome. */
  failure(error: AppError): void {
    this.error(error.message);
  }

  navigate(to: string, options: { readonly replace?: boolean } = {}): void {
    this.emit({ kind: 'navigate', to, replace: options.replace ?? false });
  }

  /** A full page load of `to`: what the console holds in memory (the organization) starts again. */
  reload(to: string): void {
    this.emit({ kind: 'reload', to });
  }

  download(blob: Blob, fileName: string): void {
    this.emit({ kind: 'download', blob, fileName });
  }

  /** A CSV the presenter wrote (`toCsv`: UTF-8 with its BOM) saved as a file. */
  downloadCsv(text: string, fileName: string): void {
    this.download(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
  }

  refreshRoute(): void {
    this.emit({ kind: 'refresh-route' });
  }

  /**
   * Asks the manager; on yes runs `onYes` while the dialog shows progress, then closes it.
   * Resolves with the answer once the dialog has closed.
   */
  confirm(request: ConfirmRequest, onYes: () => Promise<unknown> = async () => undefined): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      this.emit({
        kind: 'confirm',
        request,
        answer: async (yes) => {
          if (yes) await onYes();
          resolve(yes);
        },
      });
    });
  }
}
