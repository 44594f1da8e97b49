import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { LOCK_APP_LINKS } from './lockAppLinks';

/** Drawn here rather than fetched: no image host outside the site, and text stays sharp. */
function Badge({ title, line1, line2 }: { title: string; line1: string; line2: string }) {
  return (
    <svg role="img" width="150" height="46" viewBox="0 0 150 46" xmlns="http://www.w3.org/2000/svg">
      <title>{title}</title>
      <rect x="0.5" y="0.5" width="149" height="45" rx="8" fill="#111" stroke="#888" />
      <text x="75" y="18" fill="#fff" fontSize="10" textAnchor="middle" fontFamily="sans-serif">
        {line1}
      </text>
      <text x="75" y="35" fill="#fff" fontSize="16" fontWeight="bold" textAnchor="middle" fontFamily="sans-serif">
        {line2}
      </text>
    </svg>
  );
}

/** Where to get the lock app (the account being linked belongs to it). */
export function AppStoreBadges() {
  return (
    <HStack gap="3" wrap="wrap">
      <ChakraLink href={LOCK_APP_LINKS.appStore} target="_blank" rel="noopener noreferrer">
        <Badge title="App Store からダウンロード（新しいタブで開きます）" line1="App Store から" line2="ダウンロード" />
      </ChakraLink>
      <ChakraLink href={LOCK_APP_LINKS.googlePlay} target="_blank" rel="noopener noreferrer">
        <Badge title="Google Play で手に入れよう（新しいタブで開きます）" line1="Google Play で" line2="手に入れよう" />
      </ChakraLink>
    </HStack>
  );
}
