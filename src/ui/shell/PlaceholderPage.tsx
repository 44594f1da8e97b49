import { Button, Card, EmptyState, Text, VStack } from '@chakra-ui/react';
import { Link, useMatches } from 'react-router-dom';
import { PageHeading } from '../shared/PageHeading';
import { PublicPage } from '../shared/PublicPage';
import { pathOf, type RouteEntry } from './routeTable';

const NOTICE = 'この画面は現在準備中です。公開までしばらくお待ちください。';

/**
 * A screen whose issue has not landed yet, framed like the console: a public page in the public
 * frame with a way back to login, a console page under the console's heading with a way home.
 * Never shows the internal route name.
 */
export default function PlaceholderPage() {
  const matches = useMatches();
  const entry = matches[matches.length - 1]?.handle as RouteEntry | undefined;
  const title = entry?.title ?? '準備中';
  if (entry?.withoutLogin) {
    return (
      <PublicPage title={title}>
        <VStack gap="5" align="stretch" data-testid="placeholder">
          <Text color="gray.700">{NOTICE}</Text>
          <Button asChild colorPalette="teal" variant="outline">
            <Link to={pathOf('login')}>ログイン画面へ戻る</Link>
          </Button>
        </VStack>
      </PublicPage>
    );
  }
  return (
    <>
      <PageHeading title={title} />
      <Card.Root variant="outline" bg="white" data-testid="placeholder">
        <Card.Body>
          <EmptyState.Root>
            <EmptyState.Content>
              <EmptyState.Title>準備中です</EmptyState.Title>
              <EmptyState.Description color="gray.700">{NOTICE}</EmptyState.Description>
              <Button asChild colorPalette="teal" variant="outline" mt="2">
                <Link to={pathOf('home')}>ロック一覧へ戻る</Link>
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        </Card.Body>
      </Card.Root>
    </>
  );
}
