import { Box, chakra, Flex, Grid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AFTER_HOURS_WORDS } from './afterHoursWords';
import type { DayBarsView, HeatMapView } from './afterHoursView';

/**
 * The report's two pictures, drawn with a CSS grid and plain boxes (no chart library: a weekday × hour grid and a
 * row of bars are a few boxes each). Each is an image for a screen reader (its description), followed by its numbers
 * as a table, folded under 数値を表で見る so the page stays short.
 */

// teal by how busy a cell is (0 none … 4 the month's busiest); the out-of-hours cells carry diagonal lines
const LEVEL_BG = ['white', 'teal.100', 'teal.300', 'teal.500', 'teal.700'] as const;
const HATCH = 'repeating-linear-gradient(135deg, rgba(194, 65, 12, 0.55) 0 1.5px, transparent 1.5px 5px)';
const WEEKEND_SHADE = 'gray.100';
const HOLIDAY_SHADE = 'repeating-linear-gradient(135deg, #fed7aa 0 4px, #ffedd5 4px 8px)';

const HOLIDAY_MARK = 'repeating-linear-gradient(135deg, #c2410c 0 3px, #fdba74 3px 6px)';

function Swatch({ bg, image, label }: { readonly bg?: string; readonly image?: string; readonly label: string }) {
  return (
    <Flex align="center" gap="1">
      <Box w="3" h="3" borderWidth="1px" borderColor="gray.400" bg={bg} backgroundImage={image} />
      <Text as="span">{label}</Text>
    </Flex>
  );
}

function Legend({ children }: { readonly children: ReactNode }) {
  return (
    <Flex gap="3" wrap="wrap" fontSize="xs" color="gray.700" aria-hidden css={printColours}>
      {children}
    </Flex>
  );
}

const printColours = { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } as const;

/** The numbers of a chart as a table, folded (a details element: keyboard and screen readers open it as is). */
function NumbersTable({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <chakra.details _print={{ display: 'none' }}>
      <chakra.summary cursor="pointer" color="teal.700" fontWeight="bold" fontSize="sm" py="1">
        {AFTER_HOURS_WORDS.showTable}
      </chakra.summary>
      {/* a wide table scrolls inside its own region, the page never sideways */}
      <Box overflowX="auto" tabIndex={0} role="region" aria-label={label} maxW="full">
        <Table.Root size="sm" variant="outline" aria-label={label} css={{ '& th': { whiteSpace: 'nowrap' } }}>
          {children}
        </Table.Root>
      </Box>
    </chakra.details>
  );
}

const HOUR_MARKS = new Set([0, 6, 9, 12, 18]);

export function HeatMap({ view }: { readonly view: HeatMapView }) {
  return (
    <Stack gap="2" as="section" aria-labelledby="after-hours-heat" data-testid="after-hours-heat">
      <Text as="h2" id="after-hours-heat" fontWeight="bold" fontSize="lg">
        {AFTER_HOURS_WORDS.heatTitle}
      </Text>
      <Text fontSize="sm" color="gray.700">
        {AFTER_HOURS_WORDS.heatNote}
      </Text>
      <Legend>
        <Swatch bg="teal.100" label="入室が少ない" />
        <Swatch bg="teal.700" label="入室が多い" />
        <Swatch bg="white" image={HATCH} label="営業時間外" />
      </Legend>
      <Box role="img" aria-label={view.description} css={printColours}>
        <Grid templateColumns="1.5rem repeat(24, minmax(0, 1fr))" gap="1px" fontSize="xs" color="gray.700">
          <Box />
          {Array.from({ length: 24 }, (_, hour) => (
            <Box key={hour} textAlign="start" whiteSpace="nowrap" overflow="visible" h="4">
              {HOUR_MARKS.has(hour) ? hour : ''}
            </Box>
          ))}
          {view.rows.map((row) => [
            <Box key={`${row.label}-label`} lineHeight="1.25rem">
              {row.label}
            </Box>,
            ...row.cells.map((cell) => (
              <Box
                key={`${row.label}-${cell.hour}`}
                h="5"
                bg={LEVEL_BG[cell.level]}
                borderWidth="1px"
                borderColor={cell.outOfHours ? 'orange.300' : 'gray.200'}
                backgroundImage={cell.outOfHours ? HATCH : undefined}
                data-out={cell.outOfHours ? '' : undefined}
              />
            )),
          ])}
        </Grid>
      </Box>
      <NumbersTable label={AFTER_HOURS_WORDS.heatTable}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>曜日</Table.ColumnHeader>
            {Array.from({ length: 24 }, (_, hour) => (
              <Table.ColumnHeader key={hour} textAlign="end">
                {hour}時
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">計</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {view.rows.map((row) => (
            <Table.Row key={row.label}>
              <Table.ColumnHeader scope="row">{row.label}</Table.ColumnHeader>
              {row.cells.map((cell) => (
                <Table.Cell
                  key={cell.hour}
                  textAlign="end"
                  bg={cell.outOfHours ? 'orange.50' : undefined}
                  title={cell.outOfHours ? '営業時間外' : undefined}
                >
                  {cell.entries}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end" fontWeight="bold">
                {row.total}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </NumbersTable>
    </Stack>
  );
}

export function DayBars({ view }: { readonly view: DayBarsView }) {
  return (
    <Stack gap="2" as="section" aria-labelledby="after-hours-bars" data-testid="after-hours-bars">
      <Text as="h2" id="after-hours-bars" fontWeight="bold" fontSize="lg">
        {AFTER_HOURS_WORDS.barsTitle}
      </Text>
      <Text fontSize="sm" color="gray.700">
        {AFTER_HOURS_WORDS.barsNote}
      </Text>
      <Legend>
        <Swatch bg="teal.400" label="営業時間内の入室" />
        <Swatch bg="orange.700" label="時間外・休日の入室" />
        <Swatch bg="gray.400" label="土日" />
        <Swatch image={HOLIDAY_MARK} label="祝日" />
      </Legend>
      <Box role="img" aria-label={view.description} css={printColours}>
        <Flex gap="1px" align="stretch" h="8rem" borderBottomWidth="1px" borderColor="gray.500">
          {view.bars.map((bar) => (
            <Flex
              key={bar.date}
              flex="1 1 0"
              minW="0"
              direction="column"
              justify="flex-end"
              bg={bar.shade === 'weekend' ? WEEKEND_SHADE : undefined}
              backgroundImage={bar.shade === 'holiday' ? HOLIDAY_SHADE : undefined}
              data-shade={bar.shade ?? undefined}
            >
              <Box h={`${bar.height - bar.outHeight}%`} bg="teal.400" />
              <Box h={`${bar.outHeight}%`} bg="orange.700" />
            </Flex>
          ))}
        </Flex>
        {/* the day's kind once more under the axis: a full bar hides its column's shade */}
        <Flex gap="1px" h="1.5" mt="1px">
          {view.bars.map((bar) => (
            <Box
              key={bar.date}
              flex="1 1 0"
              minW="0"
              bg={bar.shade === 'weekend' ? 'gray.400' : undefined}
              backgroundImage={bar.shade === 'holiday' ? HOLIDAY_MARK : undefined}
            />
          ))}
        </Flex>
        <Flex gap="1px" fontSize="xs" color="gray.700">
          {view.bars.map((bar) => (
            <Box key={bar.date} flex="1 1 0" minW="0" textAlign="center" overflow="visible" whiteSpace="nowrap">
              {bar.day === '1' || Number(bar.day) % 5 === 0 ? bar.day : ''}
            </Box>
          ))}
        </Flex>
      </Box>
      <NumbersTable label={AFTER_HOURS_WORDS.barsTable}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>日付</Table.ColumnHeader>
            <Table.ColumnHeader>区分</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">入室</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">うち時間外・休日</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {view.bars.map((bar) => (
            <Table.Row key={bar.date} bg={bar.shade === null ? undefined : 'gray.50'}>
              <Table.ColumnHeader scope="row" whiteSpace="nowrap">
                {bar.label}
              </Table.ColumnHeader>
              <Table.Cell>{bar.note}</Table.Cell>
              <Table.Cell textAlign="end">{bar.entries}</Table.Cell>
              <Table.Cell textAlign="end">{bar.outOfHours}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </NumbersTable>
    </Stack>
  );
}
