import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { UploadGuestCsv } from '../../application/guests/UploadGuestCsv';
import { ReadCsvFile } from '../../application/shared/ReadCsvFile';
import { GUEST_CSV_TEMPLATE_FILE_NAME, guestCsvTemplate } from '../../domain/guests/guestCsvTemplate';
import { type GuestCsvPreview, previewGuestCsvOf } from '../../domain/guests/guestCsvPreview';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { MESSAGES } from '../../domain/shared/messages';
import { pathOf } from '../shell/routeTable';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';

export interface GuestCsvState {
  readonly fileName: string | null;
  readonly preview: GuestCsvPreview | null;
  /** 'reading': the chosen file is being read and checked (in a worker). */
  readonly status: 'empty' | 'reading' | 'checked' | 'rejected' | 'failed' | 'done';
  /** The failure message, or nothing. */
  readonly message: string | null;
  /** The server's per-line errors ('3行目: …'). */
  readonly serverLines: ReadonlyArray<string>;
  readonly registered: number;
}

const EMPTY: GuestCsvState = {
  fileName: null,
  preview: null,
  status: 'empty',
  message: null,
  serverLines: [],
  registered: 0,
};

/**
 * Batch registration: the file is read and checked in the browser first (the same rules as
 * the server's codes 2–7, and Shift_JIS: the server reads nothing else), and only a clean file
 * can be sent, once per click, as the Shift_JIS bytes the preview made.
 */
@injectable()
export class GuestCsvPresenter extends Presenter<GuestCsvState> {
  readonly submission = new Submission<number>();
  /** Only the last chosen file's read may land (a slow read of an earlier file is dropped). */
  private reading = 0;

  constructor(
    @inject(UploadGuestCsv) private readonly uploadCsv: UploadGuestCsv,
    @inject(ReadCsvFile) private readonly readCsv: ReadCsvFile,
  ) {
    super(EMPTY);
  }

  /** The chosen file: read off the page's thread (size limit, encoding, parse, Shift_JIS form), then checked. */
  async chooseFile(file: File): Promise<void> {
    this.reading += 1;
    const mine = this.reading;
    this.store.set({ ...EMPTY, fileName: file.name, status: 'reading' });
    const read = await this.readCsv.execute(file, { shiftJis: true });
    if (mine !== this.reading) return;
    const preview: GuestCsvPreview = E.isLeft(read)
      ? { status: 'unreadable', message: read.left }
      : previewGuestCsvOf(read.right);
    this.store.set({ ...EMPTY, fileName: file.name, preview, status: 'checked' });
  }

  /** The template (made in the browser), handed over as a download effect. */
  downloadTemplate(): void {
    this.effects.download(
      new Blob([guestCsvTemplate().slice().buffer], { type: 'text/csv' }),
      GUEST_CSV_TEMPLATE_FILE_NAME,
    );
  }

  clear(): void {
    this.reading += 1;
    this.store.set(EMPTY);
  }

  async upload(billingConfirmed = false): Promise<void> {
    const { preview } = this.snapshot;
    if (preview?.status !== 'checked' || !preview.uploadable || preview.upload === null || this.submission.busy) return;
    // what the server receives: Shift_JIS (a UTF-8 file was converted by the preview)
    const bytes = preview.upload;
    // the last attempt's messages go as the next one starts (the sending itself is the submission's)
    this.store.update((s) =>
      s.message === null && s.serverLines.length === 0
        ? s
        : { ...s, status: 'checked', message: null, serverLines: [] },
    );
    const outcome = await this.submission.run(() =>
      this.uploadCsv.execute(bytes, { rowCount: preview.rows.length, billingConfirmed }),
    );
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
      void this.effects.confirm(
        { title: '有料の利用者の登録', message: error.message, confirmLabel: '同意して登録する' },
        () => this.upload(true),
      );
    } else if (error.kind === 'Invalid' && error.lines) {
      const lines = error.lines;
      this.store.update((s) => ({ ...s, status: 'rejected', serverLines: lines }));
      this.effects.error(GUEST_MESSAGES.csvFailed);
    } else {
      this.store.update((s) => ({ ...s, status: 'failed', message: error.message }));
    }
  }
}
