import type { RouteObject } from 'react-router-dom';

export const devRoutes: ReadonlyArray<RouteObject> = [
  {
    path: '/dev/mailbox',
    handle: { name: 'dev-mailbox', path: '/dev/mailbox', title: '開発用メールボックス', withoutLogin: true },
    lazy: async () => ({ Component: (await import('./MailboxPage')).default }),
  },
];
