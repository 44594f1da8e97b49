import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { PublicPage } from '../shared/PublicPage';
import { pathOf } from './routeTable';

export default function ApplicationsStoppedPage() {
  return (
    <PublicPage title="お申し込み受付停止中">
      <Stack gap="3">
        <Text>現在、新規のお申し込みを停止しております。再開までしばらくお待ちください。</Text>
        <ChakraLink asChild color="teal.700">
          <Link to={pathOf('home')}>ホームへ戻る</Link>
        </ChakraLink>
      </Stack>
    </PublicPage>
  );
}
