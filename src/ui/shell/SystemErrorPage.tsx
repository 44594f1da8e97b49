import { useAppConfig } from '../shared/di';
import { PublicPage } from '../shared/PublicPage';
import { pathOf } from './routeTable';

/**
 * Also the error boundary's fallback, outside the router: plain links with a full page load,
 * which also throws away whatever state broke the page. Plain elements: it must show whatever
 * failed, Chakra's chunk included.
 */
export default function SystemErrorPage() {
  const config = useAppConfig();
  return (
    <PublicPage title="システムエラーが発生しました">
      <div className="plain-stack plain-gap-3">
        <p>申し訳ありません。処理中にエラーが発生しました。時間をおいて再度お試しください。</p>
        <a className="plain-link" href={pathOf('login')}>
          ログイン画面へ
        </a>
        <a className="plain-link" href={config.supportUrl} target="_blank" rel="noopener noreferrer">
          サポートへのお問い合わせ
        </a>
      </div>
    </PublicPage>
  );
}
