import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { PublicPage } from '../shared/PublicPage';
import { pathOf } from './routeTable';

export default function EmptyOrganizationPage() {
  return (
    <PublicPage title="所属している組織がありません">
      <Stack gap="3">
        <Text>このアカウントはどの組織にも所属していません。</Text>
        <Text>管理画面を利用するには、組織の管理者として登録される必要があります。</Text>
        <Text>所属する組織の管理者にお問い合わせのうえ、管理者として招待を受けてください。</Text>
        <ChakraLink asChild color="teal.700">
          <Link to={pathOf('logout')}>別のアカウントでログインする</Link>
        </ChakraLink>
      </Stack>
    </PublicPage>
  );
}
