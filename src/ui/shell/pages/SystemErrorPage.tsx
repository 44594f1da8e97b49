import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { AppConfig } from '../../../application/ports/AppConfig';
import { useService } from '../di';
import { PublicPage } from '../../shared/PublicPage';

/**
 * Also the error boundary's fallback, outside the router: plain links with a full page load,
 * which also throws away whatever state broke the page.
 */
export default function SystemErrorPage() {
  const config = useService<AppConfig>(AppConfig);
  return (
    <PublicPage title="システムエラーが発生しました">
      <Stack gap="3">
        <Text>申し訳ありません。処理中にエラーが発生しました。時間をおいて再度お試しください。</Text>
        <ChakraLink href="/login" color="teal.700">ログイン画面へ</ChakraLink>
        <ChakraLink href={config.supportUrl} target="_blank" rel="noopener noreferrer" color="teal.700">サポートへのお問い合わせ</ChakraLink>
      </Stack>
    </PublicPage>
  );
}
