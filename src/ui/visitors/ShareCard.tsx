import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { VISITOR_MESSAGES } from '../../domain/visitors/messages';
import { BusySpinner } from '../shared/States';
import type { ShareView } from './shareView';

/** The QR library comes with the first share card shown, never with the screens before it. */
const QrCode = lazy(() => import('./QrCode'));

/** Copies through the Clipboard API; false when the browser refuses (no permission, no secure context). */
const copy = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

/** The device's share sheet (Web Share API), where the browser has one. */
const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

const share = async (view: ShareView): Promise<void> => {
  try {
    await navigator.share({ title: view.subject, text: view.text });
  } catch {
    // closed by the manager (AbortError) or refused: the text, the copy and the mail link are still there
  }
};

/**
 * The share card of a pass: the text a visitor needs, 「コピー」, the mail link (mailto: subject and body, no
 * address), the share sheet where there is one, and a QR code of the same text. The code is in the text only, never
 * in a web address the console opens.
 */
export function ShareCard({ view, onCopied }: { readonly view: ShareView; readonly onCopied: (ok: boolean) => void }) {
  return (
    <Stack gap="4" data-testid="pass-share-card" minW="0">
      <Box
        as="pre"
        data-testid="pass-share-text"
        p="3"
        fontSize="sm"
        fontFamily="inherit"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        bg="gray.50"
        borderWidth="1px"
        borderRadius="md"
        userSelect="all"
      >
        {view.text}
      </Box>
      <Flex gap="2" wrap="wrap">
        <Button colorPalette="teal" onClick={() => void copy(view.text).then(onCopied)}>
          {VISITOR_MESSAGES.copy}
        </Button>
        <Button asChild variant="outline">
          <Link href={view.mailto} data-testid="pass-mail-link">
            {VISITOR_MESSAGES.mail}
          </Link>
        </Button>
        {canShare() && (
          <Button variant="outline" onClick={() => void share(view)}>
            {VISITOR_MESSAGES.shareSheet}
          </Button>
        )}
      </Flex>
      <Stack gap="1" align="start">
        <Text fontSize="sm" color="gray.700">
          {VISITOR_MESSAGES.qrCode}
        </Text>
        <Suspense fallback={<BusySpinner label="QRコードを準備しています" />}>
          <QrCode text={view.text} label={`${VISITOR_MESSAGES.qrCode}：${view.subject}`} />
        </Suspense>
      </Stack>
    </Stack>
  );
}
