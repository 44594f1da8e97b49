import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { DownloadCardCsvTemplate, LoadCardCsvContext, UploadCardCsv } from '../../application/cards/CardCsv';
import { isCsvFileName } from '../../domain/cards/cardCsv';
import { type CardCsvPreview, previewCardCsv } from '../../domain/cards/cardCsvPreview';
import type { CardCsvContext } from '../../domain/cards/cardCsvRules';
import { CARD_CSV_MESSAGES, CARD_MESSAGES } from '../../domain/cards/messages';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';
import { pathOf } from '../shell/routeTable';

export interface CardCsvState {
  readonly fileName: string | null;
  /** No file chosen when the manager pressed upload: 'ファイルを選択してください。'. */
  readonly fileMessage: string | null;
  readonly preview: CardCsvPreview | null;
  /** Whether the dry run could use the organization's cards and guests. */
  readonly knowsOrganization: boolean;
  readonly downloading: boolean;
}

const EMPTY: CardCsvState = { fileName: null, fileMessage: null, preview: null, knowsOrganization: false, downloading: false };

/** /organization/cards/csv: template, choose, dry run in the browser, then upload. */
@injectable()
export class CardCsvPresenter extends Presenter<CardCsvState> {
  readonly submission = new Submission<void>();
  private bytes: Uint8Array | null = null;
  private context: CardCsvContext | undefined;

  constructor(
    @inject(DownloadCardCsvTemplate) private readonly template: DownloadCardCsvTemplate,
    @inject(LoadCardCsvContext) private readonly loadContext: LoadCardCsvContext,
    @inject(UploadCardCsv) private readonly upload: UploadCardCsv,
  ) {
    super(EMPTY);
  }

  /** Loads what the dry run can check against; without it the file's own rules are still checked. */
  async open(): Promise<void> {
    const context = await this.loadContext.execute();
    if (E.isRight(context)) {
      this.context = context.right;
      this.store.update((s) => ({ ...s, knowsOrganization: true }));
      if (this.bytes !== null && this.snapshot.fileName !== null) this.check(this.snapshot.fileName, this.bytes);
    }
  }

  async downloadTemplate(save: (blob: Blob, fileName: string) => void): Promise<void> {
    if (this.snapshot.downloading) return;
    this.store.update((s) => ({ ...s, downloading: true }));
    const result = await this.template.execute();
    this.store.update((s) => ({ ...s, downloading: false }));
    if (E.isRight(result)) save(result.right.blob, result.right.fileName);
    else this.effects.failure(result.left);
  }

  chooseFile(fileName: string, bytes: Uint8Array): void {
    this.submission.reset();
    this.check(fileName, bytes);
  }

  private check(fileName: string, bytes: Uint8Array): void {
    if (!isCsvFileName(fileName)) {
      this.bytes = null;
      this.store.update((s) => ({ ...s, fileName, fileMessage: null, preview: { status: 'unreadable', message: CARD_CSV_MESSAGES.csvOnly } }));
      return;
    }
    this.bytes = bytes;
    this.store.update((s) => ({ ...s, fileName, fileMessage: null, preview: previewCardCsv(bytes, this.context) }));
  }

  clear(): void {
    this.bytes = null;
    this.submission.reset();
    this.store.update((s) => ({ ...s, fileName: null, fileMessage: null, preview: null }));
  }

  /** Sends a clean file; the server's per-line errors come back in the submission's failure. */
  async send(): Promise<void> {
    const { preview } = this.snapshot;
    if (this.bytes === null) {
      this.store.update((s) => ({ ...s, fileMessage: CARD_CSV_MESSAGES.chooseFile }));
      return;
    }
    if (preview?.status !== 'checked' || !preview.uploadable) return;
    const bytes = this.bytes;
    await this.submission.run(() => this.upload.execute(bytes)).then((outcome) => {
      if (outcome !== null && E.isRight(outcome)) {
        this.effects.success(CARD_MESSAGES.registeredToast);
        this.effects.navigate(pathOf('organization-cards'));
      } else if (outcome !== null && E.isLeft(outcome)) this.effects.error(CARD_CSV_MESSAGES.uploadFailed);
    });
  }
}
