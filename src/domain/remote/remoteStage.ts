import { hasExceededPolls, type JobStatus, type JobType, type LockStatus } from './job';
import { REMOTE_BUTTONS, REMOTE_MESSAGES } from './messages';

export type RemoteAction = 'open' | 'close';

/** What the confirmation asks: 'open' (lock is closed), 'close' (lock is open), or a choice. */
export type RemoteQuestion = RemoteAction | 'choice';

/** The remote dialog, devices-access §4: connecting → confirm → opening|closing → opened|closed → done. */
export type RemoteStage =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'confirm'; readonly ask: RemoteQuestion }
  | { readonly kind: 'opening' }
  | { readonly kind: 'closing' }
  | { readonly kind: 'opened' }
  | { readonly kind: 'closed' }
  /** An alert with the server's message (or ours); acknowledging it closes the dialog. */
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'communicationError' }
  | { readonly kind: 'done' };

export type RemoteButton = keyof typeof REMOTE_BUTTONS;

export const onStatusRead = (lockStatus: LockStatus): RemoteStage => {
  switch (lockStatus) {
    case 'open':
      return { kind: 'confirm', ask: 'close' };
    case 'close':
      return { kind: 'confirm', ask: 'open' };
    case 'open_and_close':
      return { kind: 'confirm', ask: 'choice' };
  }
};

/**
 * What a read_status run found, from the stage it ended in: the inverse of onStatusRead (a read that
 * succeeded always ends in its confirmation); null for any other stage (failed, communication error).
 */
export const lockStatusReadIn = (stage: RemoteStage): LockStatus | null => {
  if (stage.kind !== 'confirm') return null;
  switch (stage.ask) {
    case 'open':
      return 'close';
    case 'close':
      return 'open';
    case 'choice':
      return 'open_and_close';
  }
};

/** A confirmation only accepts the action it asked about (both for a choice). */
export const onConfirm = (stage: RemoteStage, action: RemoteAction): RemoteStage => {
  if (stage.kind !== 'confirm' || (stage.ask !== 'choice' && stage.ask !== action)) return stage;
  return action === 'open' ? { kind: 'opening' } : { kind: 'closing' };
};

/** Cancel is offered before anything has been sent to the lock; a running job cannot be called back. */
export const onCancel = (stage: RemoteStage): RemoteStage =>
  stage.kind === 'connecting' || stage.kind === 'confirm' ? { kind: 'done' } : stage;

/** The job a stage is waiting for, or null when nothing is being polled. */
export const pollingJobTypeOf = (stage: RemoteStage): JobType | null => {
  switch (stage.kind) {
    case 'connecting':
      return 'read_status';
    case 'opening':
      return 'open';
    case 'closing':
      return 'close';
    default:
      return null;
  }
};

const fallbackFailureOf = (jobType: JobType): string => {
  switch (jobType) {
    case 'read_status':
      return REMOTE_MESSAGES.readStatusFailed;
    case 'open':
      return REMOTE_MESSAGES.openFailed;
    case 'close':
      return REMOTE_MESSAGES.closeFailed;
  }
};

const failed = (jobType: JobType, message: string | null | undefined): RemoteStage => ({
  kind: 'failed',
  message: message !== null && message !== undefined && message.trim() !== '' ? message : fallbackFailureOf(jobType),
});

/**
 * One poll of the job the stage waits for. pollCount counts polls so far, this one
 * included; in_progress after more than MAX_POLLS polls is a communication error.
 * A read_status success needs the lockStatus it carries.
 */
export const onJobPolled = (
  stage: RemoteStage,
  jobStatus: JobStatus,
  pollCount: number,
  message: string | null,
  lockStatus: LockStatus | null = null,
): RemoteStage => {
  const jobType = pollingJobTypeOf(stage);
  if (jobType === null) return stage;
  switch (jobStatus) {
    case 'failure':
      return failed(jobType, message);
    case 'in_progress':
      return hasExceededPolls(pollCount) ? { kind: 'communicationError' } : stage;
    case 'success':
      if (jobType === 'read_status') return lockStatus === null ? failed(jobType, message) : onStatusRead(lockStatus);
      return jobType === 'open' ? { kind: 'opened' } : { kind: 'closed' };
  }
};

/** The job request or a poll itself failed (HTTP error, no job id): alert and close. */
export const onRequestFailed = (stage: RemoteStage, message: string | null = null): RemoteStage => {
  const jobType = pollingJobTypeOf(stage);
  return jobType === null ? stage : failed(jobType, message);
};

/** OK on the result or on an alert closes the dialog. */
export const onAcknowledge = (stage: RemoteStage): RemoteStage =>
  stage.kind === 'opened' || stage.kind === 'closed' || stage.kind === 'failed' || stage.kind === 'communicationError'
    ? { kind: 'done' }
    : stage;

/** The dialog is open in every stage but done. */
export const isRemoteDialogOpen = (stage: RemoteStage): boolean => stage.kind !== 'done';

/** Failures are shown as an alert rather than inside the dialog. */
export const isRemoteAlert = (stage: RemoteStage): boolean =>
  stage.kind === 'failed' || stage.kind === 'communicationError';

export const remoteTextOf = (stage: RemoteStage): string => {
  switch (stage.kind) {
    case 'connecting':
      return REMOTE_MESSAGES.connecting;
    case 'confirm':
      return stage.ask === 'open'
        ? REMOTE_MESSAGES.confirmOpen
        : stage.ask === 'close'
          ? REMOTE_MESSAGES.confirmClose
          : REMOTE_MESSAGES.confirmChoice;
    case 'opening':
      return REMOTE_MESSAGES.opening;
    case 'closing':
      return REMOTE_MESSAGES.closing;
    case 'opened':
      return REMOTE_MESSAGES.opened;
    case 'closed':
      return REMOTE_MESSAGES.closed;
    case 'failed':
      return stage.message;
    case 'communicationError':
      return REMOTE_MESSAGES.communicationError;
    case 'done':
      return '';
  }
};

/** Buttons each stage offers, in display order. */
export const remoteButtonsOf = (stage: RemoteStage): ReadonlyArray<RemoteButton> => {
  switch (stage.kind) {
    case 'connecting':
      return ['cancel'];
    case 'confirm':
      return stage.ask === 'choice' ? ['open', 'close', 'cancel'] : [stage.ask, 'cancel'];
    case 'opened':
    case 'closed':
    case 'failed':
    case 'communicationError':
      return ['ok'];
    default:
      return [];
  }
};

export const remoteButtonLabelOf = (button: RemoteButton): string => REMOTE_BUTTONS[button];
