import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { UploadGuestCsv } from '../../application/guests/UploadGuestCsv';
import { type GuestCsvPreview, previewGuestCsv } from '../../domain/guests/guestCsvPreview';

export interface GuestCsvState {
  readonly fileName: string | null;
  readonly preview: GuestCsvPreview | null;
  readonly status: 'empty' | 'checked' | 'uploading' | 'confirm-billing' | 'rejected' | 'failed' | 'done';
  /** The billing notice, the failure message, or nothing. */
  readonly message: string | null;
  /** The server's per-line errors ('3行目: …'). */
  readonly serverLines: ReadonlyArray<string>;
  readonly registered: number;
}

const EMPTY: GuestCsvState = { fileName: null, preview: null, status: 'empty', message: null, serverLines: [], registered: 0 };

/**
 * Batch registration: the file is read and checked in the browser first (the same rules as
 * the server's codes 2–7), and only a clean file can be sent.
 */
@injectable()
export class GuestCsvPresenter {
  private bytes: Uint8Array | null = null;
  private readonly state = new BehaviorSubject<GuestCsvState>(EMPTY);
  readonly state$ = this.state.asObservable();
  get snapshot(): GuestCsvState {
    return this.state.value;
  }

  constructor(@inject(UploadGuestCsv) private readonly uploadCsv: UploadGuestCsv) {}

  /** The chosen file's bytes (File.arrayBuffer() in the view): decoded, parsed and checked here. */
  chooseFile(fileName: string, bytes: Uint8Array): void {
    this.bytes = bytes;
    this.state.next({ ...EMPTY, fileName, preview: previewGuestCsv(bytes), status: 'checked' });
  }

  clear(): void {
    this.bytes = null;
    this.state.next(EMPTY);
  }

  async upload(billingConfirmed = false): Promise<void> {
    const { preview, status } = this.state.value;
    if (this.bytes === null || preview?.status !== 'checked' || !preview.uploadable || status === 'uploading') return;
    this.state.next({ ...this.state.value, status: 'uploading', message: null, serverLines: [] });
    const result = await this.uploadCsv.execute(this.bytes, { rowCount: preview.rows.length, billingConfirmed });
    if (E.isRight(result)) {
      this.state.next({ ...this.state.value, status: 'done', registered: result.right });
      return;
    }
    const failure = result.left;
    if (failure.kind === 'needs-billing-consent') this.state.next({ ...this.state.value, status: 'confirm-billing', message: failure.notice });
    else if (failure.kind === 'rows') this.state.next({ ...this.state.value, status: 'rejected', serverLines: failure.lines });
    else this.state.next({ ...this.state.value, status: 'failed', message: failure.message });
  }

  confirmBilling(): Promise<void> {
    return this.upload(true);
  }

  cancelBilling(): void {
    this.state.next({ ...this.state.value, status: 'checked', message: null });
  }
}
