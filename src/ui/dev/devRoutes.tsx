import type { RouteObject } from 'react-router-dom';
import type { LazyContainer } from '../shared/di';

/**
 * The in-memory backend's dev routes (none in the production build). A module without the world: main.ts puts them
 * in the router before the world is composed; each awaits the container (its page reads the world through it).
 */
export const devRoutes = (container: LazyContainer): ReadonlyArray<RouteObject> => [
  {
    path: '/dev/mailbox',
    handle: { name: 'dev-mailbox', path: '/dev/mailbox', title: '開発用メールボックス', withoutLogin: true },
    lazy: async () => {
      const [page] = await Promise.all([import('./MailboxPage'), container.load()]);
      return { Component: page.default };
    },
  },
];
