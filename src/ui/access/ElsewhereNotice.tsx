import { Alert, Button, Stack } from '@chakra-ui/react';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import type { RecordOrganization } from '../../domain/access/whose';

/**
 * A lock or guest of another organization of the manager (a bookmark, Back after a switch): whose it is, and the
 * switch to that organization. Nothing of it is evaluated against the page's organization.
 */
export function ElsewhereNotice({
  noun,
  recordName,
  owner,
  current,
  onSwitch,
}: {
  /** ロック or 利用者. */
  readonly noun: string;
  readonly recordName: string;
  readonly owner: RecordOrganization;
  readonly current: string;
  readonly onSwitch: () => void;
}) {
  return (
    <Alert.Root status="warning" alignItems="start" data-testid="access-elsewhere">
      <Alert.Indicator />
      <Stack gap="3" minW="0">
        <Alert.Title>{ACCESS_MESSAGES.elsewhere.title(noun)}</Alert.Title>
        <Alert.Description wordBreak="break-all">
          {ACCESS_MESSAGES.elsewhere.body(noun, recordName, owner.name, current)}
        </Alert.Description>
        <Button
          alignSelf="start"
          size="sm"
          colorPalette="teal"
          whiteSpace="normal"
          h="auto"
          py="2"
          onClick={onSwitch}
          _print={{ display: 'none' }}
        >
          {ACCESS_MESSAGES.elsewhere.switchTo(owner.name)}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
