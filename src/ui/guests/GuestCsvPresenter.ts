import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { UploadGuestCsv } from '../../application/guests/UploadGuestCsv';
import { type GuestCsvPreview, previewGuestCsv } from '../../domain/guests/guestCsvPreview';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { MESSAGES } from '../../domain/shared/messages';
import { pathOf } from '../shell/routeTable';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';

export interface GuestCsvState {
  readonly fileName: string | null;
  readonly preview: GuestCsvPreview | null;
  readonly status: 'empty' | 'checked' | 'uploading' | 'rejected' | 'failed' | 'done';
  /** The failure message, or nothing. */
  readonly message: string | null;
  /** The server's per-line errors ('3行目: …'). */
  readonly serverLines: ReadonlyArray<string>;
  readonly registered: number;
}

const EMPTY: GuestCsvState = { fileName: null, preview: null, status: 'empty', message: null, serverLines: [], registered: 0 };

/**
 * Batch registration: the file is read and checked in the browser first (the same rules as
 * the server's codes 2–7), and only a clean file can be sent, once per click.
 */
@injectable()
export class GuestCsvPresenter extends Presenter<GuestCsvState> {
  private bytes: Uint8Array | null = null;
  private readonly sending = new Submission<number>();

  constructor(@inject(UploadGuestCsv) private readonly uploadCsv: UploadGuestCsv) {
    super(EMPTY);
  }

  /** The chosen file's bytes (File.arrayBuffer() in the view): decoded, parsed and checked here. */
  chooseFile(fileName: string, bytes: Uint8Array): void {
    this.bytes = bytes;
    this.store.set({ ...EMPTY, fileName, preview: previewGuestCsv(bytes), status: 'checked' });
  }

  clear(): void {
    this.bytes = null;
    this.store.set(EMPTY);
  }

  async upload(billingConfirmed = false): Promise<void> {
    const { preview } = this.snapshot;
    const bytes = this.bytes;
    if (bytes === null || preview?.status !== 'checked' || !preview.uploadable || this.sending.busy) return;
    this.store.update((s) => ({ ...s, status: 'uploading', message: null, serverLines: [] }));
    const outcome = await this.sending.run(() => this.uploadCsv.execute(bytes, { rowCount: preview.rows.length, billingConfirmed }));
    if (outcome === null) return;
    if (E.isRight(outcome)) {
      this.store.update((s) => ({ ...s, status: 'done', registered: outcome.right }));
      this.effects.success(MESSAGES.registered);
      this.effects.navigate(pathOf('guests'));
      return;
    }
    const error = outcome.left;
    if (error.kind === 'NeedsConsent') {
      this.store.update((s) => ({ ...s, status: 'checked' }));
      void this.effects.confirm({ title: '有料の利用者の登録', message: error.message, confirmLabel: '同意して登録する' }, () => this.upload(true));
    } else if (error.kind === 'Invalid' && error.lines) {
      const lines = error.lines;
      this.store.update((s) => ({ ...s, status: 'rejected', serverLines: lines }));
      this.effects.error(GUEST_MESSAGES.csvFailed);
    } else {
      this.store.update((s) => ({ ...s, status: 'failed', message: error.message }));
    }
  }
}
