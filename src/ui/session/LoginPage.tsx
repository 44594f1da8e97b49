import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../domain/shared/messages';
import { useDeferredPresenter } from '../shared/di';
import { clearLoginNotice, peekLoginNotice } from '../shell/loginNotice';
import { useObservableOr } from '../shared/useObservable';
import { useEffectRunner } from '../shared/effectRunner';
import type { SubmissionState } from '../shared/submission';
import { PlainAlert, PlainButton } from '../shared/plain';
import { PublicPage } from '../shared/PublicPage';
import { LoginField, useLoginForm } from './LoginForm';
import type { LoginPresenter, LoginState } from './LoginPresenter';
import { pathOf } from '../shell/routeTable';

// the presenter (Inversify, the Login use case, the HTTP adapters) is not part of the page's first
// render: it loads once the page is idle, or on the first submit (the /login budget of 150 KB gzip, scripts/size.mjs)
const loadPresenter = (): Promise<typeof LoginPresenter> => import('./LoginPresenter').then((m) => m.LoginPresenter);
const BEFORE_PRESENTER: LoginState = { news: null };
const NOT_SENT: SubmissionState<unknown> = { status: 'idle' };

/** Plain elements, not Chakra (ui/shared/plain.tsx): every visit starts here. */
export default function LoginPage() {
  const { presenter, need } = useDeferredPresenter(loadPresenter);
  const state = useObservableOr(presenter, BEFORE_PRESENTER);
  const submission = useObservableOr(presenter?.submission ?? null, NOT_SENT);
  // the presenter's navigation after signing in, as every page's; plain: usePresenterEffects' dialog would bring
  // Chakra into /login's first load
  useEffectRunner(presenter?.effects ?? null);
  const [params] = useSearchParams();
  // a submit before the presenter is there waits for it, with the button's progress; one click, one request
  const [waiting, setWaiting] = useState(false);
  const waitingRef = useRef(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const form = useLoginForm(async (values) => {
    // the presenter is there (it loads while the manager types): the request goes out in the click's own task. An
    // await first let React render the button's progress before it (on a phone, 30-40 ms before POST /sessions);
    // the submission's own busy flag keeps it to one request per click
    if (presenter) return presenter.submitLogin(values, params.get('redirect'));
    if (waitingRef.current) return;
    waitingRef.current = true;
    setWaiting(true);
    setLoadFailed(false);
    // the console's code did not load (offline, or a deploy replaced the chunks): say so, keep the input,
    // and let the next click try again (need() forgets a failed load)
    const ready = await need()
      .then(
        (p) => p,
        () => null,
      )
      .finally(() => {
        waitingRef.current = false;
        setWaiting(false);
      });
    if (!ready) {
      setLoadFailed(true);
      return;
    }
    await ready.submitLogin(values, params.get('redirect'));
  });
  // the spec's '認証が必要です。' as a calm notice: a visitor without a session did nothing wrong
  const [notice] = useState(peekLoginNotice);
  useEffect(() => clearLoginNotice, []);

  return (
    <PublicPage title="ログイン">
      <div className="plain-stack">
        {notice && <PlainAlert status="info" calm role="status" data-testid="login-notice" title={notice} />}
        <form onSubmit={form.handleSubmit} noValidate>
          <div className="plain-stack plain-gap-4">
            <LoginField form={form} name="email" label="メールアドレス" type="email" autoComplete="username" />
            <LoginField
              form={form}
              name="password"
              label="パスワード"
              type="password"
              autoComplete="current-password"
            />
            {submission.status === 'failed' && (
              <PlainAlert status="error" role="alert" data-testid="login-error" title={submission.message} />
            )}
            {loadFailed && (
              <PlainAlert status="error" role="alert" data-testid="login-error" title={MESSAGES.networkFailed} />
            )}
            <PlainButton type="submit" loading={waiting || submission.status === 'submitting'} loadingText="ログイン中">
              ログイン
            </PlainButton>
          </div>
        </form>
        <div className="plain-small">
          <p>
            <Link className="plain-link" to={pathOf('reset-password')}>
              パスワードをお忘れの方はこちら
            </Link>
          </p>
          <p>
            <Link className="plain-link" to={pathOf('signup')}>
              新規お申し込み（法人・個人事業主）はこちら
            </Link>
          </p>
        </div>
        {/* our choice: the news comes last. It arrives after the page is drawn (the feed is read once the page is
            idle); above the form its arrival moved the fields and the ログイン button down under the manager's finger,
            and a click landed where the button had been (a browser test saw the form typed, unsent) */}
        {state.news && (
          <PlainAlert status="info" data-testid="news-banner" title={state.news.title}>
            {state.news.content}
            {state.news.link && (
              <>
                {' '}
                <a href={state.news.link} target="_blank" rel="noopener noreferrer">
                  詳しく見る
                </a>
              </>
            )}
          </PlainAlert>
        )}
      </div>
    </PublicPage>
  );
}
