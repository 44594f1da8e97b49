import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadCardCsvContext } from '../../application/cards/LoadCardCsvContext';
import { UploadCardCsv } from '../../application/cards/UploadCardCsv';
import { ReadCsvFile } from '../../application/shared/ReadCsvFile';
import { isCsvFileName } from '../../domain/cards/cardCsv';
import { type CardCsvPreview, previewCardCsvOf } from '../../domain/cards/cardCsvPreview';
import type { CardCsvContext } from '../../domain/cards/cardCsvRules';
import { CARD_CSV_MESSAGES, CARD_MESSAGES } from '../../domain/cards/messages';
import type { CsvFileContent } from '../../domain/shared/csvReader';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';
import { pathOf } from '../shell/routeTable';

export interface CardCsvState {
  readonly fileName: string | null;
  /** The chosen file is being read (in a worker). */
  readonly reading: boolean;
  /** No file chosen when the manager pressed upload: 'ファイルを選択してください。'. */
  readonly fileMessage: string | null;
  readonly preview: CardCsvPreview | null;
  /** Whether the dry run could use the organization's cards and guests. */
  readonly knowsOrganization: boolean;
}

const EMPTY: CardCsvState = {
  fileName: null,
  reading: false,
  fileMessage: null,
  preview: null,
  knowsOrganization: false,
};

/** /organization/cards/csv: choose, dry run in the browser, then upload (the template: CardCsvTemplatePresenter). */
@injectable()
export class CardCsvPresenter extends Presenter<CardCsvState> {
  readonly submission = new Submission<void>();
  /** The chosen file as read: its bytes are sent as they are (UTF-8 or Shift_JIS, devices-access §5). */
  private content: CsvFileContent | null = null;
  private context: CardCsvContext | undefined;
  /** Only the last chosen file's read may land. */
  private reading = 0;

  constructor(
    @inject(LoadCardCsvContext) private readonly loadContext: LoadCardCsvContext,
    @inject(UploadCardCsv) private readonly upload: UploadCardCsv,
    @inject(ReadCsvFile) private readonly readCsv: ReadCsvFile,
  ) {
    super(EMPTY);
  }

  /** Loads what the dry run can check against; without it the file's own rules are still checked. */
  override async open(): Promise<void> {
    const context = await this.loadContext.execute();
    if (E.isRight(context)) {
      this.context = context.right;
      this.store.update((s) => ({ ...s, knowsOrganization: true }));
      if (this.content !== null) this.check(this.content);
    }
  }

  /**
   * The chosen file: '.csv only' by its name, then read off the page's thread (size limit, encoding, parse) and
   * dry-run.
   */
  async chooseFile(file: File): Promise<void> {
    this.submission.reset();
    this.reading += 1;
    const mine = this.reading;
    this.content = null;
    const fileName = file.name;
    if (!isCsvFileName(fileName)) {
      this.store.update((s) => ({
        ...s,
        fileName,
        reading: false,
        fileMessage: null,
        preview: { status: 'unreadable', message: CARD_CSV_MESSAGES.csvOnly },
      }));
      return;
    }
    this.store.update((s) => ({ ...s, fileName, reading: true, fileMessage: null, preview: null }));
    const read = await this.readCsv.execute(file);
    if (mine !== this.reading) return;
    if (E.isLeft(read)) {
      this.store.update((s) => ({ ...s, reading: false, preview: { status: 'unreadable', message: read.left } }));
      return;
    }
    this.check(read.right);
  }

  private check(content: CsvFileContent): void {
    this.content = content;
    this.store.update((s) => ({
      ...s,
      reading: false,
      fileMessage: null,
      preview: previewCardCsvOf(content, this.context),
    }));
  }

  clear(): void {
    this.reading += 1;
    this.content = null;
    this.submission.reset();
    this.store.update((s) => ({ ...s, fileName: null, reading: false, fileMessage: null, preview: null }));
  }

  /** Sends a clean file; the server's per-line errors come back in the submission's failure. */
  async send(): Promise<void> {
    const { preview } = this.snapshot;
    if (this.content === null) {
      if (!this.snapshot.reading) this.store.update((s) => ({ ...s, fileMessage: CARD_CSV_MESSAGES.chooseFile }));
      return;
    }
    if (preview?.status !== 'checked' || !preview.uploadable) return;
    const bytes = this.content.bytes;
    await this.submission
      .run(() => this.upload.execute(bytes))
      .then((outcome) => {
        if (outcome !== null && E.isRight(outcome)) {
          this.effects.success(CARD_MESSAGES.registeredToast);
          this.effects.navigate(pathOf('organization-cards'));
        } else if (outcome !== null && E.isLeft(outcome)) this.effects.error(CARD_CSV_MESSAGES.uploadFailed);
      });
  }
}
