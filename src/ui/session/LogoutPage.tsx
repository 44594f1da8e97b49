import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Logout } from '../../application/session/Logout';
import { SESSION_MESSAGES } from '../../domain/session/messages';
import { useService } from '../shell/di';
import { PublicPage } from '../shared/PublicPage';
import { Loading } from '../shared/States';
import { pathOf } from '../shell/routeTable';

export default function LogoutPage() {
  const logout = useService(Logout);
  const [done, setDone] = useState(false);
  useEffect(() => {
    void logout.execute().then(() => setDone(true));
  }, [logout]);
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
