import { Store } from './Store';

/** One form of the page with input that may not be saved yet. */
export interface UnsavedForm {
  /** Whether it holds input that differs from what was loaded or last saved. */
  readonly dirty: () => boolean;
  /** The manager confirmed leaving: its draft goes, and it no longer counts as unsaved. */
  readonly discard: () => void;
}

/** The question on screen, if any: answered by the leave guard's dialog (LeaveGuard.tsx). */
export type LeaveQuestion = { readonly answer: (leave: boolean) => void } | null;

/**
 * The page's forms with unsaved input, for the one leave guard (LeaveGuard.tsx): router navigations
 * ask through React Router's blocker, a reload or a closed tab through `beforeunload`, and the rest
 * (the header's organization switch, a tab of the same page) through `confirmLeave()`.
 */
class UnsavedChanges {
  private readonly forms = new Set<UnsavedForm>();
  readonly question = new Store<LeaveQuestion>(null);

  register(form: UnsavedForm): () => void {
    this.forms.add(form);
    return () => this.forms.delete(form);
  }

  /** Whether any form of the page holds unsaved input. */
  any(): boolean {
    return [...this.forms].some((form) => form.dirty());
  }

  /** Leaving was confirmed: every dirty form's draft goes. */
  discardAll(): void {
    [...this.forms].filter((form) => form.dirty()).forEach((form) => form.discard());
  }

  /**
   * For a leave that is not a router navigation: true at once when nothing is unsaved; otherwise
   * asks in the leave guard's dialog, and on yes discards the unsaved input before resolving true.
   */
  confirmLeave(): Promise<boolean> {
    if (!this.any()) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      this.question.set({
        answer: (leave) => {
          this.question.set(null);
          if (leave) this.discardAll();
          resolve(leave);
        },
      });
    });
  }
}

/** The one registry of the tab (a page's forms register while mounted). */
export const unsavedChanges = new UnsavedChanges();
