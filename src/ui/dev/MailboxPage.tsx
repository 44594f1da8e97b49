import { Badge, Box, Card, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { DevTools, type DevMail } from '../../application/ports/DevTools';
import { formatJapaneseDateTime } from '../../domain/shared/dates';
import { useService } from '../shared/di';
import { loadMails } from './mailbox';

/** Every mail the demo world sent, with working links. */
export default function MailboxPage() {
  const dev = useService<DevTools>(DevTools);
  const [mails, setMails] = useState<ReadonlyArray<DevMail> | null>(null);
  useEffect(() => {
    void loadMails(dev).then(setMails);
  }, [dev]);
  return (
    <Box as="main" maxW="3xl" mx="auto" p="6">
      <Heading as="h1" size="lg" mb="4">
        開発用メールボックス
      </Heading>
      {mails?.length === 0 && <Text>メールはまだありません。</Text>}
      <Stack gap="3">
        {mails?.map((mail) => (
          <Card.Root key={mail.id} data-testid="mail">
            <Card.Body gap="2">
              <Text fontSize="sm" color="gray.600">
                {formatJapaneseDateTime(mail.sentAt)} 宛先: <Badge>{mail.to}</Badge>
              </Text>
              <Heading as="h2" size="sm">
                {mail.subject}
              </Heading>
              <Text whiteSpace="pre-wrap">{mail.body}</Text>
              {mail.links.map((link) => (
                <ChakraLink key={link.href} asChild color="teal.700">
                  <Link to={link.href}>{link.label}</Link>
                </ChakraLink>
              ))}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Box>
  );
}
