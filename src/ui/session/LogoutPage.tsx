import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { SESSION_MESSAGES } from '../../domain/session/messages';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { PublicPage } from '../shared/PublicPage';
import { Loading } from '../shared/States';
import { pathOf } from '../shell/routeTable';
import { LogoutPresenter } from './LogoutPresenter';

export default function LogoutPage() {
  const presenter = usePresenter(LogoutPresenter);
  const done = useObservable(presenter).status === 'signed-out';
  return (
    <PublicPage title="ログアウト">
      {done ? (
        <Stack gap="4">
          <Text>{SESSION_MESSAGES.loggedOut}</Text>
          <ChakraLink asChild color="teal.700">
            <Link to={pathOf('login')}>ログイン画面へ</Link>
          </ChakraLink>
        </Stack>
      ) : (
        <Loading label="ログアウトしています" />
      )}
    </PublicPage>
  );
}
