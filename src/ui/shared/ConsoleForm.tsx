import { Text } from '@chakra-ui/react';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, FormSpy, useForm, type FormProps, type FormRenderProps } from 'react-final-form';
import { useLocation, useRouteLoaderData } from 'react-router-dom';
import { FormDraftStore } from '../../application/ports/FormDraftStore';
import { draftableValues, type DraftKey, type DraftValues } from '../../domain/shared/formDraft';
import type { AuthRecord } from '../../domain/session/session';
import { useOptionalService } from '../shell/di';
import { sameValues } from './sameValues';
import { unsavedChanges } from './unsavedChanges';
import { useWaitedSeconds, waitingNotice } from './waiting';

/** What the form keeps as a draft. `fields` limits it further; secrets are never kept (domain/shared/formDraft). */
export interface DraftOptions<V> {
  /** The form's name on its page (a page with two forms keeps two drafts). */
  readonly id: string;
  readonly fields?: ReadonlyArray<keyof V & string>;
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
}

/**
 * The one form of the console: react-final-form's Form, plus what every mutating form must do (docs/FORM-FAULTS.md).
 * - Stable initial values: final-form starts over whenever `initialValues` changes; a page that
 *   builds them in its render (a new object each time) would throw the typed input away on any
 *   re-render (a failed save, a confirm dialog opening). Equal values (by structure) keep the first
 *   object, so only a really different record (one just saved, or reloaded) resets the form.
 * - Input kept after a failed submit: nothing here resets values; a failure leaves them as typed.
 * - Drafts: unsaved input is kept in this tab's session storage and restored
 *   when the form opens again on the same route in the same organization (after a 401 and sign-in).
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
  ...rest
}: ConsoleFormProps<V>) {
  const content = render ?? children;
  const stable = useRef(initialValues);
  if (!sameValues(stable.current, initialValues)) stable.current = initialValues;
  // the values of the last successful save: input equal to them is saved, not unsaved
  const saved = useRef<V | null>(null);
  const sending = useRef(false);
  const drafts = useDraftKey(draft);

  const submit = async (values: V, form: FormApi<V>): Promise<SubmissionErrors> => {
    // one click, one request: a submit while this form's last one is out sends nothing
    if (sending.current) return undefined;
    sending.current = true;
    try {
      const answer = (await onSubmit(values, form)) ?? undefined;
      if (answer === undefined || Object.keys(answer).length === 0) {
        saved.current = values;
        drafts?.store.drop(drafts.key);
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
        <>
          {content?.(props)}
          {restartOn !== undefined && <Restarter on={restartOn} />}
          <FormKeeper
            drafts={drafts}
            fields={draft === false ? undefined : draft.fields}
            saved={saved}
            guardLeave={guardLeave}
          />
          <FormSpy subscription={{ submitting: true }}>
            {({ submitting }) => <WaitingNotice active={submitting === true} />}
          </FormSpy>
        </>
      )}
    />
  );
}

interface Drafts {
  readonly store: FormDraftStore;
  readonly key: DraftKey;
}

/** The draft's place: the organization the page shows, the route's path, the form's id. */
function useDraftKey<V>(draft: DraftOptions<V> | false): Drafts | null {
  const store = useOptionalService<FormDraftStore>(FormDraftStore);
  const { pathname } = useLocation();
  // the organization the page shows (the guard's record); null on the pages outside the console
  const record = useRouteLoaderData('protected') as AuthRecord | null | undefined;
  const organizationId = record?.currentOrganization?.id ?? null;
  if (!store || draft === false) return null;
  return { store, key: { organizationId, path: pathname, formId: draft.id } };
}

function FormKeeper<V extends object>({
  drafts,
  fields,
  saved,
  guardLeave,
}: {
  readonly drafts: Drafts | null;
  readonly fields: ReadonlyArray<string> | undefined;
  readonly saved: { current: V | null };
  readonly guardLeave: boolean;
}) {
  const form = useForm<V>();
  const keyText = drafts ? JSON.stringify(drafts.key) : '';
  const current = useRef(drafts);
  current.current = drafts;

  useEffect(() => {
    const place = current.current;
    let discarded = false;
    const unsaved = () => {
      const { dirty, values } = form.getState();
      return !discarded && dirty === true && !(saved.current !== null && sameValues(values, saved.current));
    };
    // the draft of this form on this route in this organization, typed before a 401 or a reload of the page
    const restored = place?.store.load(place.key);
    if (restored) {
      const allowed = draftableValues(restored, fields);
      form.batch(() =>
        Object.entries(allowed).forEach(([name, value]) => form.change(name as keyof V & string, value as never)),
      );
    }
    const stop = form.subscribe(
      () => {
        if (!place) return;
        if (unsaved()) place.store.save(place.key, draftableValues(form.getState().values as DraftValues, fields));
        else if (!discarded) place.store.drop(place.key);
      },
      { values: true, dirty: true },
    );
    const unregister = guardLeave
      ? unsavedChanges.register({
          dirty: unsaved,
          discard: () => {
            discarded = true;
            place?.store.drop(place.key);
          },
        })
      : () => undefined;
    return () => {
      stop();
      unregister();
    };
    // once per form and draft place; fields and saved are fixed for the form's life
  }, [form, keyText, guardLeave]);
  return null;
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
