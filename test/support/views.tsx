import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ContainerProvider } from '../../src/ui/shared/di';

type Router = ComponentProps<typeof RouterProvider>['router'];

/** Renders a router as the console does: Chakra's system, the container (`ContainerProvider`'s props), the router. */
export const renderRouter = (router: Router, container: Omit<ComponentProps<typeof ContainerProvider>, 'children'>) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <ContainerProvider {...container}>
        <RouterProvider router={router} />
      </ContainerProvider>
    </ChakraProvider>,
  );
