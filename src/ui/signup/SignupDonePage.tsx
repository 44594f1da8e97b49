import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { SIGNUP_TEXTS } from '../../domain/signup/messages';
import { SignupFrame } from './SignupFrame';
import { pathOf } from '../shell/routeTable';

export default function SignupDonePage() {
  const { code = '' } = useParams();
  return (
    <SignupFrame title={SIGNUP_TEXTS.doneTitle} step={6}>
      <Box borderWidth="1px" borderColor="teal.200" bg="teal.50" rounded="md" p="4" textAlign="center">
        <Text fontSize="sm" color="gray.700">
          {SIGNUP_TEXTS.inquiryNumber}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" letterSpacing="wider" data-testid="inquiry-number">
          {code}
        </Text>
      </Box>
      <Stack gap="2">
        <Text>{SIGNUP_TEXTS.screening}</Text>
        <Text>{SIGNUP_TEXTS.mailNote}</Text>
      </Stack>
      <ChakraLink asChild color="teal.700">
        <Link to={pathOf('login')}>{SIGNUP_TEXTS.toLogin}</Link>
      </ChakraLink>
    </SignupFrame>
  );
}
