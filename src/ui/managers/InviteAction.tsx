import { Button, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { canInvite } from '../../domain/managers/manager';
import { MANAGER_MESSAGES } from '../../domain/managers/messages';
import { usePlanGate } from '../shared/PlanGate';
import { pathOf } from '../shell/routeTable';

/** The invite link; with no manager slot left it says so instead of leading to a form that cannot send. */
export function InviteAction() {
  const gate = usePlanGate(canInvite);
  if (gate === 'denied') {
    return (
      <Flex direction="column" align={{ base: 'flex-start', md: 'flex-end' }} gap="1">
        <Button disabled aria-describedby="invite-limit">
          管理者を招待
        </Button>
        <Text id="invite-limit" fontSize="sm" color="orange.700" maxW="xs" data-testid="invite-limit">
          {MANAGER_MESSAGES.planLimitReached}
        </Text>
      </Flex>
    );
  }
  return (
    <Button asChild colorPalette="teal">
      <Link to={pathOf('manager-new')}>管理者を招待</Link>
    </Button>
  );
}
