import { FORM_ERROR } from 'final-form';
import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { AddNotificationEmail } from '../../application/notifications/AddNotificationEmail';
import { LoadNotificationSettings } from '../../application/notifications/LoadNotificationSettings';
import { RemoveNotificationEmail } from '../../application/notifications/RemoveNotificationEmail';
import { SetNotificationSwitch } from '../../application/notifications/SetNotificationSwitch';
import type { AppError, FieldMessages, Outcome } from '../../application/shared/AppError';
import { NOTIFICATION_MESSAGES as M } from '../../domain/notifications/messages';
import type {
  NotificationSettings,
  NotificationTarget,
  NotificationTargetId,
} from '../../domain/notifications/notification';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';

/** Which change is out: the switch, the add form, or the removal of one address. */
export type NotificationAction = 'switch' | 'add' | `remove:${NotificationTargetId}`;

/** The action of removing one address (the view's busy button of that row). */
export const removalOf = (id: NotificationTargetId): NotificationAction => `remove:${id}`;

export type NotificationSettingsState =
  | { readonly status: 'loading' }
  /** The plan has no lock-status notifications. */
  | { readonly status: 'unavailable'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'ready';
      readonly settings: NotificationSettings;
      /**
       * Addresses added since the screen opened: the add form starts over when it grows (ConsoleForm restartOn).
       * The alert of a refused or failed change is the submission's failure, until the next change.
       */
      readonly added: number;
    };

/** /notification/config/: the switch saves on toggle; up to 5 addresses, at least one while on. */
@injectable()
export class NotificationSettingsPresenter extends Presenter<NotificationSettingsState> {
  private readonly latest = this.latestRequest();
  /** One change at a time: a second click while one is out sends nothing. */
  readonly submission = new Submission<NotificationSettings, NotificationAction>();

  constructor(
    @inject(LoadNotificationSettings) private readonly loadSettings: LoadNotificationSettings,
    @inject(SetNotificationSwitch) private readonly setSwitch: SetNotificationSwitch,
    @inject(AddNotificationEmail) private readonly addEmail: AddNotificationEmail,
    @inject(RemoveNotificationEmail) private readonly removeEmail: RemoveNotificationEmail,
  ) {
    super({ status: 'loading' });
  }

  override async open(): Promise<void> {
    this.store.set({ status: 'loading' });
    const answer = await this.latest.run(() => this.loadSettings.execute());
    if (!answer.current) return;
    const result = answer.value;
    if (E.isRight(result)) this.store.set({ status: 'ready', settings: result.right, added: 0 });
    else
      this.store.set(
        result.left.kind === 'PlanLimit'
          ? { status: 'unavailable', message: result.left.message }
          : { status: 'failed', message: result.left.message },
      );
  }

  private async change(
    action: NotificationAction,
    work: (settings: NotificationSettings) => Promise<Outcome<NotificationSettings>>,
    success: string,
  ): Promise<AppError | null> {
    const state = this.snapshot;
    if (state.status !== 'ready' || this.submission.busy) return null;
    const result = await this.submission.run(() => work(state.settings), action);
    const now = this.snapshot;
    if (result === null) return null;
    if (now.status !== 'ready') return null;
    if (E.isRight(result)) {
      this.store.set({ ...now, settings: result.right, added: now.added + (action === 'add' ? 1 : 0) });
      this.effects.success(success);
      return null;
    }
    if (result.left.kind === 'PlanLimit') {
      this.store.set({ status: 'unavailable', message: result.left.message });
      return result.left;
    }
    // field messages go under the field (the submission stays idle); any other failure is the submission's, the alert
    return result.left;
  }

  toggle(on: boolean): Promise<AppError | null> {
    return this.change('switch', (settings) => this.setSwitch.execute(settings, on), on ? M.switchedOn : M.switchedOff);
  }

  /** final-form onSubmit: field messages under the input; the input is kept on any failure, cleared on success. */
  async add(form: { readonly email?: string }): Promise<FieldMessages | undefined> {
    const error = await this.change('add', (settings) => this.addEmail.execute(settings, form.email ?? ''), M.added);
    if (error === null) return undefined;
    // any other failure is final-form's FORM_ERROR: the input stays as typed and counts as unsaved
    return error.kind === 'Invalid' && error.fields ? error.fields : { [FORM_ERROR]: error.message };
  }

  async remove(target: NotificationTarget): Promise<void> {
    await this.change(removalOf(target.id), (settings) => this.removeEmail.execute(settings, target.id), M.removed);
  }
}
