import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useAppConfig } from './di';

/**
 * The frame of every page a manager sees without the console's header: logo, title, card. Plain
 * elements (plain.css, Chakra's values): the login page renders without Chakra's runtime; the
 * other public pages put their Chakra content inside.
 */
export function PublicPage({
  title,
  children,
  width = 'md',
  logoLink,
}: {
  title: string;
  children: ReactNode;
  width?: 'md' | 'lg' | 'xl';
  logoLink?: string;
}) {
  const config = useAppConfig();
  return (
    <main className="plain plain-page">
      {/* the sign-up pages' logo links home (account-billing-signup §2) */}
      {logoLink ? (
        <Link className="plain-logo" to={logoLink}>
          {config.productName}
        </Link>
      ) : (
        <p className="plain-logo">{config.productName}</p>
      )}
      <div className={width === 'md' ? 'plain-card' : `plain-card plain-${width}`}>
        <div className="plain-card-body">
          <h1 className="plain-heading">{title}</h1>
          <div>{children}</div>
        </div>
      </div>
    </main>
  );
}
