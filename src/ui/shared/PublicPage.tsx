import { Box, Card, Link as ChakraLink, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AppConfig } from '../../application/ports/AppConfig';
import { useService } from '../shell/di';

/** The frame of every page a manager sees without the console's header: logo, title, card. */
export function PublicPage({ title, children, width = 'md', logoLink }: { title: string; children: ReactNode; width?: 'md' | 'lg' | 'xl'; logoLink?: string }) {
  const config = useService<AppConfig>(AppConfig);
  return (
    <Flex as="main" minH="100dvh" direction="column" align="center" bg="gray.50" px="4" py={{ base: '8', md: '16' }}>
      {/* the sign-up pages' logo links home (spec section 2) */}
      {logoLink ? (
        <ChakraLink asChild fontWeight="bold" color="teal.800" fontSize="lg" mb="6"><Link to={logoLink}>{config.productName}</Link></ChakraLink>
      ) : (
        <Text fontWeight="bold" color="teal.800" fontSize="lg" mb="6">{config.productName}</Text>
      )}
      <Card.Root w="full" maxW={width} variant="elevated">
        <Card.Body gap="5">
          <Heading as="h1" size="lg">{title}</Heading>
          <Box>{children}</Box>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
