import createCache from '@emotion/cache';

/**
 * The one Emotion cache of every Chakra tree (ChakraRoot provides it; Emotion's own default is the same kind: key
 * 'css'): held here so styles can be written before a screen renders (staticStyles.ts, warmStaticStyles).
 */
export const emotionCache = createCache({ key: 'css' });
