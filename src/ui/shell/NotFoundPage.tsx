import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { PublicPage } from '../shared/PublicPage';
import { pathOf } from './routeTable';

export default function NotFoundPage() {
  return (
    <PublicPage title="ページが見つかりません">
      <Stack gap="3">
        <Text>お探しのページは移動または削除された可能性があります。</Text>
        <ChakraLink asChild color="teal.700">
          <Link to={pathOf('home')}>ホームへ戻る</Link>
        </ChakraLink>
      </Stack>
    </PublicPage>
  );
}
