import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { brandTheme } from './brandTheme';

export const fullSystem = createSystem(defaultConfig, defineConfig({ theme: brandTheme }));
