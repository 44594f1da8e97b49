import { useEffect, useRef } from 'react';
import { Store } from './Store';

/** One form of the page with input that may not be saved yet. */
export interface UnsavedForm {
  /** Whether it holds input that differs from what was loaded or last saved. */
  readonly dirty: () => boolean;
  /** The manager confirmed leaving: its draft goes, and it no longer counts as unsaved. */
  readonly discard: () => void;
  /** Kept when the page only switches its tab (the group's member ticks are kept across its tabs). */
  readonly keptAcrossTabs?: boolean;
}

/** What is left: the page (a navigation, a switch of organization) or only one tab of it. */
type Leave = 'page' | 'tab';

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

  /** Whether any form of the page holds unsaved input (`leave` 'tab': only what a switch of the page's tab loses). */
  any(leave: Leave = 'page'): boolean {
    return this.lost(leave).some((form) => form.dirty());
  }

  /** Leaving was confirmed: every dirty form's draft goes. */
  discardAll(leave: Leave = 'page'): void {
    this.lost(leave)
      .filter((form) => form.dirty())
      .forEach((form) => form.discard());
  }

  private lost(leave: Leave): UnsavedForm[] {
    return [...this.forms].filter((form) => leave === 'page' || form.keptAcrossTabs !== true);
  }

  /**
   * For a leave that is not a router navigation: true at once when nothing is unsaved; otherwise
   * asks in the leave guard's dialog, and on yes discards the unsaved input before resolving true.
   */
  confirmLeave(leave: Leave = 'page'): Promise<boolean> {
    if (!this.any(leave)) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      this.question.set({
        answer: (yes) => {
          this.question.set(null);
          if (yes) this.discardAll(leave);
          resolve(yes);
        },
      });
    });
  }
}

/** The one registry of the tab (a page's forms register while mounted). */
export const unsavedChanges = new UnsavedChanges();

/**
 * Input kept outside a form (a presenter's pending ticks: a group's members, a lock's key groups) counts as
 * unsaved while the view is mounted, exactly as a form's does: the leave guard asks before it is lost.
 */
export function useUnsavedInput(input: UnsavedForm): void {
  const current = useRef(input);
  current.current = input;
  useEffect(
    () =>
      unsavedChanges.register({
        dirty: () => current.current.dirty(),
        discard: () => current.current.discard(),
        keptAcrossTabs: current.current.keptAcrossTabs === true,
      }),
    [],
  );
}
