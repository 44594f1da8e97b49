import { inject, injectable } from 'inversify';
import { DownloadCardCsvTemplate } from '../../application/cards/DownloadCardCsvTemplate';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';

/**
 * The card CSV template (the server builds it), handed over as a download effect. Its own presenter and
 * submission (as the log CSV button's): a template taken after a failed upload leaves the upload's line
 * errors on the page.
 */
@injectable()
export class CardCsvTemplatePresenter extends Presenter<Record<string, never>> {
  readonly submission = new Submission<{ readonly blob: Blob; readonly fileName: string }>();

  constructor(@inject(DownloadCardCsvTemplate) private readonly template: DownloadCardCsvTemplate) {
    super({});
  }

  /** One at a time: a double click makes one file; a failure is a toast. */
  async download(): Promise<void> {
    await this.submission.submit(() => this.template.execute(), {
      done: (file) => this.effects.download(file.blob, file.fileName),
      failed: (error) => this.effects.failure(error),
    });
  }
}
