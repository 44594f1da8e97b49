import { staticStyles } from './staticStyles';

/**
 * What the cells of the long lists hold (a name, a PIN, a status badge, a row's buttons), as classes computed once
 * per page (staticStyles) instead of a Chakra element per cell: a page of 50 PINs or guests is hundreds of them. The
 * look is Chakra's: its link, button and badge recipes and its tokens.
 */
export const useCellClasses = staticStyles(({ recipe }) => ({
  bold: { fontWeight: 'bold' },
  boldBreakAll: { fontWeight: 'bold', wordBreak: 'break-all' },
  breakAll: { wordBreak: 'break-all' },
  mono: { fontFamily: 'mono' },
  nameLink: [recipe('link'), { color: 'teal.700', fontWeight: 'bold' }],
  tealButton: [recipe('button', { size: 'xs', variant: 'outline' }), { colorPalette: 'teal' }],
  redButton: [recipe('button', { size: 'xs', variant: 'outline' }), { colorPalette: 'red' }],
  actions: { display: 'flex', gap: '2', justifyContent: 'flex-end' },
  stack: { display: 'flex', flexDirection: 'column' },
  warning: { color: 'red.600', fontSize: 'sm' },
  tick: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minH: '6', minW: '6' },
  badgeOrange: [recipe('badge'), { colorPalette: 'orange' }],
  badgeGray: [recipe('badge'), { colorPalette: 'gray' }],
  badgeGreen: [recipe('badge'), { colorPalette: 'green' }],
  badgeBlue: [recipe('badge'), { colorPalette: 'blue' }],
}));
