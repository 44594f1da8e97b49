/** Cryptographic randomness in [0, 1) for a code people will open doors with (Web Crypto: browsers and node alike). */
export const secureRandom = (): number => {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) / 2 ** 32;
};
