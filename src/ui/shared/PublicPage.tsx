import { Box, Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppConfig } from '../../application/ports/AppConfig';
import { useService } from '../shell/di';

/** The frame of every page a manager sees without the console's header: logo, title, card. */
export function PublicPage({ title, children, width = 'md' }: { title: string; children: ReactNode; width?: 'md' | 'lg' | 'xl' }) {
  const config = useService<AppConfig>(AppConfig);
  return (
    <Flex as="main" minH="100dvh" direction="column" align="center" bg="gray.50" px="4" py={{ base: '8', md: '16' }}>
      <Text fontWeight="bold" color="teal.800" fontSize="lg" mb="6">{config.productName}</Text>
      <Card.Root w="full" maxW={width} variant="elevated">
        <Card.Body gap="5">
          <Heading as="h1" size="lg">{title}</Heading>
          <Box>{children}</Box>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
