import createCache from '@emotion/cache';
import { browserParse, groupRules } from './groupedRules';

/**
 * The one Emotion cache of every Chakra tree (ChakraRoot provides it; Emotion's own default is the same kind: key
 * 'css'): held here so styles can be written before a screen renders (staticStyles.ts, warmStaticStyles). Its rules
 * go into blocks made once (groupedRules.ts): a new `@layer` or `@media` block relaid out the whole page in Chromium.
 */
export const emotionCache = createCache({ key: 'css' });
groupRules(emotionCache.sheet, browserParse());
