import { Alert, Button, Flex } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-final-form';
import type { Observable } from 'rxjs';
import type { FormDraftStore } from '../../application/ports/FormDraftStore';
import { AppErrors } from '../../application/shared/AppError';
import { draftableValues, type DraftKey } from '../../domain/shared/formDraft';
import { DRAFT_MESSAGES, formDraftOf, restoreOf } from '../../domain/shared/formDraftRestore';
import type { DraftValues } from '../../domain/shared/formDraft';
import { sameValues } from '../../domain/shared/sameValues';
import { useObservable } from './useObservable';
import { ChangedNotice } from './Conflicts';
import { movedLines, type DraftControl, type DraftDescriptions } from './draftControl';
import type { SubmissionState } from './submission';
import { unsavedChanges } from './unsavedChanges';

export interface Drafts {
  readonly store: FormDraftStore;
  readonly key: DraftKey;
}

/** A presenter's writes of the form's record: any success of them (a merge on the current record too) is a save. */
export interface DraftSaves {
  readonly submission: { readonly state$: Observable<SubmissionState<unknown, string>> };
  /** Only this action of a submission shared by several writes (the lock name beside the key groups). */
  readonly action?: string;
}

/**
 * Keeps a form's unsaved input as its draft (only the changed fields, with the values they were typed
 * against), restores it when the form opens again unless the record moved under it, and tells the leave
 * guard while the input is unsaved.
 */
export function FormKeeper<V extends object>({
  drafts,
  fields,
  describe,
  saved,
  saves,
  guardLeave,
  control,
}: {
  readonly drafts: Drafts | null;
  readonly fields: ReadonlyArray<string> | undefined;
  readonly describe: DraftDescriptions | undefined;
  readonly saved: { current: V | null };
  readonly saves: DraftSaves | undefined;
  readonly guardLeave: boolean;
  readonly control: { current: DraftControl | null; notice: DraftControl['notice'] };
}) {
  const form = useForm<V>();
  const keyText = drafts ? JSON.stringify(drafts.key) : '';
  const current = useRef({ drafts, fields, describe });
  current.current = { drafts, fields, describe };
  const submission = saves?.submission;
  const action = saves?.action;

  useEffect(() => {
    const { drafts: place, fields: kept, describe: words } = current.current;
    const { notice } = control;
    let discarded = false;
    const values = () => form.getState().values as DraftValues;
    const initial = () => form.getState().initialValues as DraftValues | undefined;
    const unsaved = () => {
      const { dirty } = form.getState();
      return !discarded && dirty === true && !(saved.current !== null && sameValues(values(), saved.current));
    };
    const drop = () => {
      place?.store.drop(place.key);
      notice.set({ kind: 'none' });
    };
    control.current = { notice, drop };
    // the draft of this form on this route, this manager's, in this organization, typed before a 401 or a reload
    const draft = place?.store.load(place.key);
    if (place && draft) {
      const restore = restoreOf({ typed: draftableValues(draft.typed, kept), base: draft.base }, initial());
      if (restore.kind === 'obsolete') place.store.drop(place.key);
      else if (restore.kind === 'moved')
        notice.set({ kind: 'moved', lines: movedLines(restore.moved, words), typed: restore.typed });
      else {
        form.batch(() =>
          Object.entries(restore.values).forEach(([name, value]) =>
            form.change(name as keyof V & string, value as never),
          ),
        );
        notice.set({ kind: 'restored' });
      }
    }
    const stop = form.subscribe(
      () => {
        if (!place || discarded) return;
        const next = unsaved() ? formDraftOf(values(), initial(), kept) : null;
        if (next) place.store.save(place.key, next);
        // a moved draft waits for the manager's choice; the untouched form does not replace it
        else if (notice.snapshot.kind !== 'moved') place.store.drop(place.key);
        if (next === null && notice.snapshot.kind === 'restored') notice.set({ kind: 'none' });
      },
      { values: true, dirty: true, initialValues: true },
    );
    const written = submission?.state$.subscribe((state) => {
      if (state.status !== 'done' || (action !== undefined && state.action !== action)) return;
      // any successful write of the record, the merge of 現在の内容に自分の変更を反映して保存 too: the draft goes
      saved.current = form.getState().values;
      drop();
    });
    const unregister = guardLeave
      ? unsavedChanges.register({
          dirty: unsaved,
          discard: () => {
            discarded = true;
            drop();
          },
        })
      : () => undefined;
    return () => {
      stop();
      written?.unsubscribe();
      unregister();
      control.current = null;
    };
    // once per form and draft place; fields, describe and saved are fixed for the form's life
  }, [form, keyText, guardLeave, submission, action, control, saved]);
  return null;
}

/**
 * Above a form: its restored input (with the way to throw it away), or the draft that was not restored
 * because the record moved under it, shown as a save's conflict is (what changed, and what was typed).
 */
export function DraftNotice({
  control,
}: {
  readonly control: { current: DraftControl | null; notice: DraftControl['notice'] };
}) {
  const form = useForm();
  const state = useObservable(control.notice);
  if (state.kind === 'none') return null;
  if (state.kind === 'restored')
    return (
      <Alert.Root status="info" role="status" mb="4" data-testid="draft-restored">
        <Alert.Indicator />
        <Alert.Content>
          <Flex gap="3" align="center" wrap="wrap" justify="space-between">
            <Alert.Title>{DRAFT_MESSAGES.restored}</Alert.Title>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                control.current?.drop();
                form.reset();
              }}
            >
              {DRAFT_MESSAGES.discard}
            </Button>
          </Flex>
        </Alert.Content>
      </Alert.Root>
    );
  return (
    <ChangedNotice
      error={AppErrors.changed(DRAFT_MESSAGES.moved, state.lines)}
      busy={false}
      onApply={() => {
        // the manager's typed fields on top of the record as it is now, saved (as the save's conflict does)
        form.batch(() => Object.entries(state.typed).forEach(([name, value]) => form.change(name, value)));
        control.notice.set({ kind: 'none' });
        void form.submit();
      }}
      onReload={() => control.current?.drop()}
      testId="draft-moved"
    />
  );
}
