import { Button, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import { PublicPage } from '../shared/PublicPage';
import { pathOf } from '../shell/routeTable';

export default function ResetDonePage() {
  return (
    <PublicPage title="パスワードの再設定が完了しました">
      <Stack gap="4">
        <Text>{ACCOUNT_MESSAGES.resetDone}</Text>
        <Button asChild colorPalette="teal" alignSelf="flex-start">
          <Link to={pathOf('login')}>ログイン画面へ</Link>
        </Button>
      </Stack>
    </PublicPage>
  );
}
