import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { AppConfig } from '../../../application/ports/AppConfig';
import { useService } from '../di';
import { PublicPage } from '../../shared/PublicPage';

export default function SystemErrorPage() {
  const config = useService<AppConfig>(AppConfig);
  return (
    <PublicPage title="システムエラーが発生しました">
      <Stack gap="3">
        <Text>申し訳ありません。処理中にエラーが発生しました。時間をおいて再度お試しください。</Text>
        <ChakraLink asChild color="teal.700"><Link to="/login">ログイン画面へ</Link></ChakraLink>
        <ChakraLink href={config.supportUrl} target="_blank" rel="noopener noreferrer" color="teal.700">サポートへのお問い合わせ</ChakraLink>
      </Stack>
    </PublicPage>
  );
}
