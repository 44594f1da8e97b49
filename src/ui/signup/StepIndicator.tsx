import { Box, Flex, Text } from '@chakra-ui/react';
import { SIGNUP_STEPS } from '../../domain/signup/messages';

/** The six-step indicator of the sign-up pages (account-billing-signup §2); `current` is 1 to 6. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <Box as="nav" aria-label="お申し込みの手順" mb="2">
      <Flex as="ol" gap="1" listStyleType="none" p="0" m="0" wrap="nowrap">
        {SIGNUP_STEPS.map((label, index) => {
          const step = index + 1;
          const active = step === current;
          const passed = step < current;
          return (
            <Flex
              as="li"
              key={label}
              direction="column"
              align="center"
              flex="1"
              minW="0"
              aria-current={active ? 'step' : undefined}
              data-testid={`signup-step-${step}`}
              data-active={active}
            >
              <Flex
                align="center"
                justify="center"
                w="7"
                h="7"
                rounded="full"
                fontSize="sm"
                fontWeight="bold"
                bg={active ? 'teal.600' : passed ? 'teal.100' : 'gray.100'}
                color={active ? 'white' : passed ? 'teal.800' : 'gray.600'}
              >
                {step}
              </Flex>
              <Text
                fontSize={{ base: '2xs', md: 'xs' }}
                mt="1"
                textAlign="center"
                color={active ? 'teal.800' : 'gray.600'}
                fontWeight={active ? 'bold' : 'normal'}
                lineClamp={2}
                wordBreak="keep-all"
                overflowWrap="anywhere"
              >
                {label}
              </Text>
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
