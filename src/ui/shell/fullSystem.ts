export { defaultSystem as fullSystem } from '@chakra-ui/react';
