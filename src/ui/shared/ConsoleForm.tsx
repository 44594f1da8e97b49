import { Text } from '@chakra-ui/react';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, FormSpy, useForm, type FormProps, type FormRenderProps } from 'react-final-form';
import { sameValues } from '../../domain/shared/sameValues';
import { DraftControlContext, type DraftControl, type DraftDescriptions, type DraftNoticeState } from './draftControl';
import { useLocation, useRouteLoaderData } from 'react-router-dom';
import { FormDraftStore } from '../../application/ports/FormDraftStore';
import type { AuthRecord } from '../../domain/session/session';
import { useOptionalService } from './di';
import { DraftNotice, FormKeeper, type Drafts, type DraftSaves } from './FormDrafts';
import { Store } from './Store';
import { useWaitedSeconds, waitingNotice } from './waiting';

/** What the form keeps as a draft. `fields` limits it further; secrets are never kept (domain/shared/formDraft). */
export interface DraftOptions<V> {
  /** The form's name on its page (a page with two forms keeps two drafts). */
  readonly id: string;
  readonly fields?: ReadonlyArray<keyof V & string>;
  /**
   * The fields' labels (and how to show a value) for the notice of a draft the record moved under; a form
   * editing a loaded record names every field it keeps.
   */
  readonly describe?: { readonly [K in keyof V & string]?: DraftDescriptions[string] };
}

export interface ConsoleFormProps<V extends object> extends Omit<
  FormProps<V>,
  'onSubmit' | 'render' | 'children' | 'component' | 'initialValuesEqual'
> {
  /**
   * final-form's onSubmit. Its answer says what happened: field messages, FORM_ERROR for a
   * page-level failure (Submission.submit answers so), undefined only after a success.
   */
  readonly onSubmit: (
    values: V,
    form: FormApi<V>,
  ) => SubmissionErrors | Promise<SubmissionErrors> | void | Promise<void>;
  /** The form's content, as final-form's render prop or as its child function. */
  readonly render?: (props: FormRenderProps<V>) => ReactNode;
  readonly children?: (props: FormRenderProps<V>) => ReactNode;
  /** Keep unsaved input as this tab's draft; false for a form whose every field is a secret. */
  readonly draft: DraftOptions<V> | false;
  /** Ask before leaving while the input is unsaved (default); false for a search box or a dialog's form. */
  readonly guardLeave?: boolean;
  /**
   * How a presenter clears a form: each new value starts the form over from its initial values (the
   * values, touched fields and messages go; the elements stay mounted, so a provider's iframes beside the
   * fields are kept). The presenter decides when, by counting: the card form after a failed payment.
   */
  readonly restartOn?: number;
  /**
   * The presenter's writes of this form's record, when some go around the form's own submit (現在の内容に
   * 自分の変更を反映して保存): any success drops the draft.
   */
  readonly saves?: DraftSaves;
}

/**
 * The one form of the console: react-final-form's Form, plus what every mutating form must do (docs/FORM-FAULTS.md).
 * - Stable initial values: final-form starts over whenever `initialValues` changes; a page that
 *   builds them in its render (a new object each time) would throw the typed input away on any
 *   re-render (a failed save, a confirm dialog opening). Equal values (by structure) keep the first
 *   object, so only a really different record (one just saved, or reloaded) resets the form.
 * - Input kept after a failed submit: nothing here resets values; a failure leaves them as typed.
 * - Drafts (domain/shared/formDraft): the changed fields, with the values they were typed against, are kept in
 *   this tab's session storage for this manager and organization, and restored when the form opens again on the
 *   same route (after a 401 and sign-in, a reload) with 「保存されていない入力を復元しました。」 and 破棄する; a
 *   record that moved under them gets the conflict notice instead and nothing is written. A successful write of
 *   the record (`saves` too), 最新の内容を表示 and a logout in any tab drop it.
 * - The leave guard knows while the input is unsaved (LeaveGuard.tsx); a successful save clears it.
 * - A wait over 10 s is said under the form ('応答を待っています（12秒）').
 */
export function ConsoleForm<V extends object>({
  initialValues,
  onSubmit,
  render,
  children,
  draft,
  guardLeave = true,
  restartOn,
  saves,
  ...rest
}: ConsoleFormProps<V>) {
  const content = render ?? children;
  const stable = useRef(initialValues);
  if (!sameValues(stable.current, initialValues)) stable.current = initialValues;
  // the values of the last successful save: input equal to them is saved, not unsaved
  const saved = useRef<V | null>(null);
  const sending = useRef(false);
  const drafts = useDraftPlace(draft === false ? null : draft.id);
  const [control] = useState(() => ({
    current: null as DraftControl | null,
    notice: new Store<DraftNoticeState>({ kind: 'none' }),
  }));
  const context: DraftControl = {
    notice: control.notice,
    drop: () => control.current?.drop(),
  };

  const submit = async (values: V, form: FormApi<V>): Promise<SubmissionErrors> => {
    // one click, one request: a submit while this form's last one is out sends nothing
    if (sending.current) return undefined;
    sending.current = true;
    try {
      const answer = (await onSubmit(values, form)) ?? undefined;
      if (answer === undefined || Object.keys(answer).length === 0) {
        saved.current = values;
        control.current?.drop();
      }
      return answer;
    } finally {
      sending.current = false;
    }
  };

  return (
    <Form<V>
      {...rest}
      initialValues={stable.current}
      initialValuesEqual={sameValues}
      onSubmit={submit}
      render={(props) => (
        <DraftControlContext.Provider value={context}>
          <DraftNotice control={control} />
          {content?.(props)}
          {restartOn !== undefined && <Restarter on={restartOn} />}
          <FormKeeper
            drafts={drafts}
            fields={draft === false ? undefined : draft.fields}
            describe={draft === false ? undefined : (draft.describe as DraftDescriptions | undefined)}
            saved={saved}
            saves={saves}
            guardLeave={guardLeave}
            control={control}
          />
          <FormSpy subscription={{ submitting: true }}>
            {({ submitting }) => <WaitingNotice active={submitting === true} />}
          </FormSpy>
        </DraftControlContext.Provider>
      )}
    />
  );
}

/** The draft's place: the manager signed in, the organization the page shows, the route's path, the form's id. */
export function useDraftPlace(formId: string | null): Drafts | null {
  const store = useOptionalService<FormDraftStore>(FormDraftStore);
  const { pathname } = useLocation();
  // the session the page shows (the guard's record); null on the pages outside the console
  const record = useRouteLoaderData('protected') as AuthRecord | null | undefined;
  if (!store || formId === null) return null;
  return {
    store,
    key: {
      managerId: record?.me.id ?? null,
      organizationId: record?.currentOrganization?.id ?? null,
      path: pathname,
      formId,
    },
  };
}

/** Starts the form over when `on` changes (not on mount: a new form is empty already). */
function Restarter({ on }: { readonly on: number }) {
  const form = useForm();
  const applied = useRef(on);
  useEffect(() => {
    if (on === applied.current) return;
    applied.current = on;
    form.restart();
  }, [on, form]);
  return null;
}

/** Says the console is still waiting once a submit has taken longer than 10 seconds. */
export function WaitingNotice({ active }: { active: boolean }) {
  const seconds = useWaitedSeconds(active);
  if (seconds === null) return null;
  return (
    <Text role="status" aria-live="polite" fontSize="sm" color="gray.700" mt="2" data-testid="waiting-notice">
      {waitingNotice(seconds)}
    </Text>
  );
}
