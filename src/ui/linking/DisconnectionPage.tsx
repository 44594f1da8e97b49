import { Alert, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { PublicPage } from '../shared/PublicPage';
import { Loading } from '../shared/States';
import { DisconnectionPresenter } from './LinkingPresenters';
import { pathOf } from '../shell/routeTable';

export default function DisconnectionPage() {
  const [params] = useSearchParams();
  // the mail link's secret is in the address's query
  const presenter = usePresenter(DisconnectionPresenter, { secret: params.get('secret') });
  const state = useObservable(presenter);

  return (
    <PublicPage title="アカウント連携の解除">
      {state.status === 'releasing' ? (
        <Loading label="連携を解除しています" />
      ) : (
        <Stack gap="4">
          <Alert.Root
            status={state.released ? 'success' : 'error'}
            role={state.released ? 'status' : 'alert'}
            data-testid="unlink-result"
          >
            <Alert.Indicator />
            <Alert.Title>{state.message}</Alert.Title>
          </Alert.Root>
          {!state.released && (
            <ChakraLink asChild color="teal.700" fontSize="sm">
              <Link to={pathOf('account-disconnection-code')}>解除コードを発行し直す</Link>
            </ChakraLink>
          )}
        </Stack>
      )}
    </PublicPage>
  );
}
