/** Brand overrides shared by both Chakra systems: white on teal.600 is 3.7:1, teal.700 passes AA (5.5:1). */
export const brandTheme = {
  semanticTokens: {
    colors: {
      teal: { solid: { value: '{colors.teal.700}' }, emphasized: { value: '{colors.teal.300}' } },
    },
  },
} as const;
