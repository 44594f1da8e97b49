import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { IssueToken, type IssueTokenForm } from '../../application/tokens/IssueToken';
import { ListTokens } from '../../application/tokens/ListTokens';
import { RevokeToken } from '../../application/tokens/RevokeToken';
import {
  CLOSE_UNCOPIED_QUESTION,
  REVOKE_WARNING,
  revokeQuestionOf,
  TOKEN_MESSAGES,
} from '../../domain/tokens/messages';
import {
  DEFAULT_TOKEN_QUERY,
  sortChoiceOf,
  TOKEN_PAGE_SIZE,
  type ApiToken,
  type IssuedToken,
  type SortOrder,
  type TokenSort,
} from '../../domain/tokens/token';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';

/**
 * The issue dialog: closed, the name form, or the issued token shown once. The plain token
 * lives only here, in memory, until the dialog closes; it is never written anywhere.
 */
export type TokensState =
  | { readonly dialog: 'closed' }
  | { readonly dialog: 'form' }
  /**
   * `taken`: the manager copied the token (the button or a copy of the selected text); closing then needs no question.
   */
  | {
      readonly dialog: 'issued';
      readonly issued: IssuedToken;
      readonly applicationName: string;
      readonly taken: boolean;
    };

/** /tokens/: the paged, sorted list of API tokens, issuing one and revoking one. */
@injectable()
export class TokensPresenter extends Presenter<TokensState> {
  readonly list = this.pagedQuery<{ readonly sort: TokenSort; readonly order: SortOrder }, ApiToken>(
    (query, page) => this.listTokens.execute({ ...query, page }),
    {
      query: { sort: DEFAULT_TOKEN_QUERY.sort, order: DEFAULT_TOKEN_QUERY.order },
      perPage: TOKEN_PAGE_SIZE,
      keepRowsWhileLoading: true,
    },
  );
  readonly submission = new Submission<IssuedToken>();

  constructor(
    @inject(ListTokens) private readonly listTokens: ListTokens,
    @inject(IssueToken) private readonly issueToken: IssueToken,
    @inject(RevokeToken) private readonly revokeToken: RevokeToken,
  ) {
    super({ dialog: 'closed' });
  }

  override open(): Promise<void> {
    // the sort and page the address names (listUrl.ts)
    return this.list.reload();
  }

  /** A sort choice of the select (value 'created_at:desc'…); back to page 1. */
  sortBy(value: string): Promise<void> {
    const choice = sortChoiceOf(value);
    return this.list.search({ sort: choice.sort, order: choice.order });
  }

  goToPage(page: number): Promise<void> {
    return this.list.goToPage(page);
  }

  openIssueDialog(): void {
    this.submission.reset();
    this.store.set({ dialog: 'form' });
  }

  /** Closing the form; the issued dialog closes through closeIssued. */
  cancelIssue(): void {
    if (this.submission.busy) return;
    this.submission.reset();
    this.store.set({ dialog: 'closed' });
  }

  issue(form: IssueTokenForm) {
    return this.submission.submit(() => this.issueToken.execute(form), {
      done: async (issued) => {
        this.store.set({ dialog: 'issued', issued, applicationName: form.applicationName.trim(), taken: false });
        this.effects.success(TOKEN_MESSAGES.issued);
        await this.list.load(this.list.snapshot.query, 1);
      },
      // issued, but its answer was lost: the list shows it, so it can be revoked (the dialog keeps the name and says
      // why)
      failed: async (error) => {
        if (error.kind === 'Refused') await this.list.load(this.list.snapshot.query, 1);
      },
    });
  }

  /** The plain token is dropped: it cannot be shown again. */
  closeIssued(): void {
    this.submission.reset();
    this.store.set({ dialog: 'closed' });
  }

  /**
   * Every way of closing the issued dialog (Esc, a click beside it, the close buttons): a token not yet
   * copied is not dropped without asking, since it can never be shown again. Resolves true once closed.
   */
  async requestCloseIssued(): Promise<boolean> {
    const state = this.snapshot;
    if (state.dialog !== 'issued') return true;
    if (state.taken) {
      this.closeIssued();
      return true;
    }
    return this.effects.confirm(CLOSE_UNCOPIED_QUESTION, async () => this.closeIssued());
  }

  copied(ok: boolean): void {
    if (ok) this.tokenTaken();
    if (ok) this.effects.success(TOKEN_MESSAGES.copied);
    else this.effects.error(TOKEN_MESSAGES.copyFailed);
  }

  /**
   * The manager copied selected text of the dialog themselves (Ctrl+C, the context menu): taken if it holds the token.
   */
  textCopied(selection: string): void {
    const state = this.snapshot;
    if (state.dialog === 'issued' && selection.includes(state.issued.token)) this.tokenTaken();
  }

  private tokenTaken(): void {
    this.store.update((s) => (s.dialog === 'issued' ? { ...s, taken: true } : s));
  }

  revoke(token: ApiToken): Promise<boolean> {
    const name = token.applicationName ?? TOKEN_MESSAGES.noApplicationName;
    return this.effects.confirm(
      { title: revokeQuestionOf(name), message: REVOKE_WARNING, confirmLabel: '無効化する', destructive: true },
      async () => {
        const revoked = await this.revokeToken.execute(token.id);
        if (E.isLeft(revoked)) return this.effects.failure(revoked.left);
        this.effects.success(TOKEN_MESSAGES.revoked);
        await this.list.reload();
      },
    );
  }

  override dispose(): void {
    this.store.set({ dialog: 'closed' });
    super.dispose();
  }
}
