import type { ReactNode } from 'react';
import { useCellClasses } from './cellStyles';

/** The palettes a status badge of a long list takes (cellStyles: Chakra's badge recipe in each). */
export type CellBadgePalette = 'green' | 'gray' | 'orange' | 'blue';

const CLASS_OF = {
  green: 'badgeGreen',
  gray: 'badgeGray',
  orange: 'badgeOrange',
  blue: 'badgeBlue',
} as const satisfies Record<CellBadgePalette, string>;

/**
 * Chakra's Badge (its default subtle variant and size) as one span with classes computed once per page: a badge in
 * each row of a long table (この人が開けられる扉's 200 doors on the large organization) was a Chakra element per row
 * resolving its recipe at each render, most of the view's last task on a phone's CPU (docs/PERFORMANCE.md).
 */
export function CellBadge({
  palette,
  children,
  opens,
}: {
  readonly palette: CellBadgePalette;
  readonly children: ReactNode;
  /** Written as data-opens (the access views' verdicts), for what reads the verdict. */
  readonly opens?: boolean;
}) {
  const c = useCellClasses();
  return (
    <span className={c[CLASS_OF[palette]]} {...(opens === undefined ? {} : { 'data-opens': opens })}>
      {children}
    </span>
  );
}
