import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { brandTheme } from './systems';

export const fullSystem = createSystem(defaultConfig, defineConfig({ theme: brandTheme }));
