import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { SIGNUP_TEXTS } from '../../domain/signup/messages';
import { SignupFrame } from './SignupFrame';
import { pathOf } from '../shell/routeTable';

export default function MailDonePage() {
  return (
    <SignupFrame title={SIGNUP_TEXTS.mailDoneTitle} step={1}>
      <Stack gap="2" data-testid="mail-done">
        {SIGNUP_TEXTS.mailDoneLines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Stack>
      <Stack direction="row" gap="4" fontSize="sm">
        <ChakraLink asChild color="teal.700">
          <Link to={pathOf('signup')}>メールアドレスを入力し直す</Link>
        </ChakraLink>
        <ChakraLink asChild color="teal.700">
          <Link to={pathOf('login')}>{SIGNUP_TEXTS.toLogin}</Link>
        </ChakraLink>
      </Stack>
    </SignupFrame>
  );
}
