import { Alert, Button, Flex, Link as ChakraLink, List, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { AppError } from '../../application/shared/AppError';
import { CONFLICT_MESSAGES } from '../../domain/shared/changes';
import { useDraftControl } from './draftControl';

/**
 * A save refused because the record changed since the page loaded it: what changed, field by field,
 * and the two ways on (apply the manager's edit on the current record, or show the current record).
 * Inside a ConsoleForm, showing the current record drops the form's draft first: a draft never brings the
 * manager's old input back over the record just shown.
 */
export function ChangedNotice({
  error,
  busy,
  onApply,
  onReload,
  testId = 'changed-notice',
}: {
  readonly error: AppError | null;
  readonly busy: boolean;
  readonly onApply: () => void;
  readonly onReload: () => void;
  readonly testId?: string;
}) {
  const draft = useDraftControl();
  if (error?.kind !== 'Changed') return null;
  return (
    <Alert.Root status="warning" role="alert" data-testid={testId} alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{error.message}</Alert.Title>
        <Alert.Description>
          <List.Root ps="5" my="2">
            {error.changes.map((line) => (
              <List.Item key={line} overflowWrap="anywhere">
                {line}
              </List.Item>
            ))}
          </List.Root>
          <Flex gap="2" wrap="wrap">
            <Button size="sm" colorPalette="teal" loading={busy} onClick={onApply}>
              {CONFLICT_MESSAGES.applyAgain}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => {
                draft?.drop();
                onReload();
              }}
            >
              {CONFLICT_MESSAGES.reload}
            </Button>
          </Flex>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** An edit screen whose record was deleted meanwhile: says so, with the way back to its list. */
export function GoneNotice({
  message,
  listLabel,
  to,
}: {
  readonly message: string;
  readonly listLabel: string;
  readonly to: string;
}) {
  return (
    <Stack gap="3" data-testid="gone-notice">
      <Alert.Root status="info" role="alert">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <ChakraLink asChild color="teal.700" fontWeight="bold" alignSelf="start">
        <Link to={to}>{CONFLICT_MESSAGES.backTo(listLabel)}</Link>
      </ChakraLink>
    </Stack>
  );
}
