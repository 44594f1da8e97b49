import type { ComponentType } from 'react';
import type { RouteName } from './routeTable';

export type Screen = () => Promise<{ default: ComponentType }>;
export type ScreenMap = Partial<Record<RouteName, Screen>>;
