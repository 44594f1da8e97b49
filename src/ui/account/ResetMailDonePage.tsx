import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import { PublicPage } from '../shared/PublicPage';
import { pathOf } from '../shell/routeTable';

export default function ResetMailDonePage() {
  return (
    <PublicPage title="パスワード再設定メールを送信しました">
      <Stack gap="4">
        <Text>{ACCOUNT_MESSAGES.resetMailSent}</Text>
        <Text>{ACCOUNT_MESSAGES.resetMailNotArrived}</Text>
        <ChakraLink asChild color="teal.700">
          <Link to={pathOf('reset-password')}>メールアドレスを入力し直す</Link>
        </ChakraLink>
        <ChakraLink asChild color="teal.700">
          <Link to={pathOf('login')}>ログイン画面へ</Link>
        </ChakraLink>
      </Stack>
    </PublicPage>
  );
}
