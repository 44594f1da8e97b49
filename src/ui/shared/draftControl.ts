import { createContext, useContext } from 'react';
import { CONFLICT_MESSAGES } from '../../domain/shared/changes';
import type { DraftValues } from '../../domain/shared/formDraft';
import { DRAFT_MESSAGES, type MovedField } from '../../domain/shared/formDraftRestore';
import { Store } from './Store';

/** How a form's moved draft names a field and shows its values (the form's own labels). */
export interface DraftFieldDescription {
  readonly label: string;
  readonly text?: (value: unknown) => string;
}
export type DraftDescriptions = Readonly<Record<string, DraftFieldDescription>>;

/** What the notice above a form says about its draft. */
export type DraftNoticeState =
  | { readonly kind: 'none' }
  /** Unsaved input was put back into the form. */
  | { readonly kind: 'restored' }
  /** The record moved under the draft: nothing was put back; the lines say what changed and what was typed. */
  | { readonly kind: 'moved'; readonly lines: ReadonlyArray<string>; readonly typed: DraftValues };

/** A form's draft, for the components inside the form (ChangedNotice's 最新の内容を表示 drops it). */
export interface DraftControl {
  readonly notice: Store<DraftNoticeState>;
  /** The draft goes (the manager chose the record as it is now, or it was written). */
  drop(): void;
}

export const DraftControlContext = createContext<DraftControl | null>(null);

/** The draft of the ConsoleForm around the caller, null outside one (or for a form without drafts). */
export const useDraftControl = (): DraftControl | null => useContext(DraftControlContext);

/** A value as the notice shows it when the form gives no text of its own. */
const draftValueText = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return CONFLICT_MESSAGES.none;
  if (typeof value === 'boolean') return value ? 'オン' : 'オフ';
  if (Array.isArray(value)) return value.length === 0 ? CONFLICT_MESSAGES.none : value.map(draftValueText).join('、');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
};

/** The notice's lines: `label: before → after（あなたの入力: typed）`, in the form's words where it gives them. */
export const movedLines = (moved: ReadonlyArray<MovedField>, describe: DraftDescriptions = {}): string[] =>
  moved.map((field) => {
    const own = describe[field.name];
    const text = own?.text ?? draftValueText;
    return DRAFT_MESSAGES.movedLine(own?.label ?? field.name, text(field.base), text(field.current), text(field.typed));
  });
