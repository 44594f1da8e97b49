import { Stack, Text } from '@chakra-ui/react';
import { LINKING_MESSAGES } from '../../domain/linking/messages';
import { PublicPage } from '../shared/PublicPage';
import { AppStoreBadges } from './AppStoreBadges';

export default function ConnectionDonePage() {
  return (
    <PublicPage title="アカウント連携が完了しました">
      <Stack gap="4">
        <Text>{LINKING_MESSAGES.connectionDone}</Text>
        <Text fontSize="sm" color="gray.700">
          Qrio アプリからご利用いただけます。このページは閉じて構いません。
        </Text>
        <AppStoreBadges />
      </Stack>
    </PublicPage>
  );
}
