import { Box, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ClipboardEvent, type FocusEvent, type KeyboardEvent } from 'react';
import {
  applyBackspace,
  applyPaste,
  applyTyped,
  type CodeBoxesEdit,
  type CodeCells,
} from '../../domain/linking/codeBoxes';

interface CodeBoxesProps {
  readonly value: CodeCells;
  readonly onChange: (cells: CodeCells) => void;
  /** Called when focus leaves the six boxes as a whole (moving between them is not leaving). */
  readonly onLeave: () => void;
  readonly error?: string;
  readonly disabled?: boolean;
}

/**
 * What the box received: with its old character still in it (the caret was placed after it
 * instead of selecting it) the browser reports both, and only the new one was typed.
 */
const typedInto = (previous: string, next: string): string => {
  if (previous === '' || Array.from(next).length <= 1) return next;
  if (next.startsWith(previous)) return next.slice(previous.length);
  if (next.endsWith(previous)) return next.slice(0, next.length - previous.length);
  return next;
};

/** The six single-character boxes of the confirmation code; every edit goes through the domain helpers. */
export function CodeBoxes({ value, onChange, onLeave, error, disabled }: CodeBoxesProps) {
  const labelId = useId();
  const errorId = useId();
  const group = useRef<HTMLDivElement>(null);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const [focusRequest, setFocusRequest] = useState<{ index: number } | null>(null);

  useEffect(() => {
    if (focusRequest === null) return;
    const box = boxes.current[focusRequest.index];
    box?.focus();
    box?.select();
  }, [focusRequest]);

  const apply = (edit: CodeBoxesEdit) => {
    onChange(edit.cells);
    // a new object each time, so focusing the same box again still runs the effect
    setFocusRequest({ index: edit.focus });
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(applyBackspace(value, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      setFocusRequest({ index: index - 1 });
    } else if (event.key === 'ArrowRight' && index < value.length - 1) {
      event.preventDefault();
      setFocusRequest({ index: index + 1 });
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(applyPaste(value, index, event.clipboardData.getData('text')));
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !group.current?.contains(next)) onLeave();
  };

  return (
    <Field.Root invalid={error !== undefined} disabled={disabled}>
      <Text as="span" id={labelId} fontWeight="medium" fontSize="sm">
        確認コード（6文字）
      </Text>
      <Box ref={group} role="group" aria-labelledby={labelId}>
        <HStack gap={{ base: '1.5', sm: '2' }}>
          {value.map((cell, index) => (
            <Input
              // the six boxes are fixed positions, the index is their identity
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              value={cell}
              aria-label={`確認コード ${index + 1}文字目`}
              aria-invalid={error !== undefined}
              aria-describedby={error !== undefined ? errorId : undefined}
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              autoCapitalize="characters"
              spellCheck={false}
              inputMode="text"
              w={{ base: '11', sm: '12' }}
              h="14"
              px="0"
              textAlign="center"
              fontSize="xl"
              fontFamily="mono"
              bg="white"
              disabled={disabled}
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => apply(applyTyped(value, index, typedInto(cell, event.currentTarget.value)))}
              onKeyDown={onKeyDown(index)}
              onPaste={onPaste(index)}
              onBlur={onBlur}
            />
          ))}
        </HStack>
      </Box>
      <Field.ErrorText id={errorId}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
