import { Button, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import { codeSentMessageOf, type CodeKind } from '../../domain/linking/connection';
import { PublicPage } from '../shared/PublicPage';
import { pathOf } from '../shell/routeTable';

/** Shared by both code requests (the route table has one done page); the query says which. */
export default function CodeSentPage() {
  const [params] = useSearchParams();
  const kind: CodeKind = params.get('kind') === 'disconnection' ? 'disconnection' : 'connection';
  return (
    <PublicPage title="コードを送信しました">
      <Stack gap="4">
        <Text>{codeSentMessageOf(kind)}</Text>
        <Text fontSize="sm" color="gray.700">
          メールが届かない場合は、メールアドレスをご確認のうえ再度お試しください。
        </Text>
        {kind === 'connection' ? (
          <Button asChild colorPalette="teal" alignSelf="flex-start">
            <Link to={pathOf('account-connection')}>確認コードを入力する</Link>
          </Button>
        ) : (
          <Text>メールに記載のリンクを開くと、連携が解除されます。</Text>
        )}
      </Stack>
    </PublicPage>
  );
}
