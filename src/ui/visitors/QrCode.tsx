import { Box } from '@chakra-ui/react';
import { create } from 'qrcode';
import { useMemo } from 'react';

/** The quiet zone around the code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET = 4;

/**
 * A QR code of `text` (UTF-8, error correction M), drawn as one SVG path: no canvas, no image URL, no HTML string.
 * The library is `qrcode` (node-qrcode), loaded with this module only when a share card shows a code (ShareCard.tsx).
 */
export default function QrCode({ text, label }: { readonly text: string; readonly label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1)
      for (let col = 0; col < modules.size; col += 1)
        if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    return { size: modules.size + QUIET * 2, path: d };
  }, [text]);
  return (
    <Box maxW="15rem" w="full" bg="white" data-testid="pass-qr">
      <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" width="100%">
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
    </Box>
  );
}
