import { Box, Dialog, Flex, IconButton, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SEARCH_MESSAGES } from '../../domain/search/messages';
import { usePresenter } from '../shared/di';
import { SearchIcon } from '../shared/icons';
import { BusySpinner, Loading } from '../shared/States';
import { useObservable } from '../shared/useObservable';
import { SearchOpeningPresenter } from './SearchOpeningPresenter';
import { optionsOf, SearchPresenter, type SearchState } from './SearchPresenter';

interface SearchDialogProps {
  readonly onClose: () => void;
  /** Whether the shortcuts are on: the dialog says how it opens (and where to turn that off). */
  readonly shortcuts: boolean;
}

const LISTBOX_ID = 'console-search-results';

/** The arrow keys, Home and End walk the options; Enter opens the chosen one (the first when none is). */
const MOVES: Readonly<Record<string, 'next' | 'previous' | 'first' | 'last'>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

function Status({ state }: { readonly state: SearchState }) {
  const count = optionsOf(state).length;
  return (
    <Box role="status" aria-live="polite" minH="6" fontSize="sm" color="gray.700">
      {state.status === 'searching' && <BusySpinner label="検索中" />}
      {state.status === 'done' && count === 0 && !state.groups.some((g) => g.failed) && SEARCH_MESSAGES.none}
      {state.status === 'done' && count > 0 && `${count}件`}
    </Box>
  );
}

function Results({ state, onOpen }: { readonly state: SearchState; readonly onOpen: () => void }) {
  const active = optionsOf(state)[state.active]?.id;
  return (
    <Stack id={LISTBOX_ID} role="listbox" aria-label="検索結果" gap="3" maxH="60dvh" overflowY="auto">
      {state.groups.map((group) => (
        <Box key={group.kind} role="group" aria-labelledby={`${LISTBOX_ID}-${group.kind}`}>
          <Text id={`${LISTBOX_ID}-${group.kind}`} fontSize="xs" fontWeight="bold" color="gray.600" mb="1">
            {group.heading}
          </Text>
          {group.failed && (
            <Text fontSize="sm" color="red.700">
              {group.failed}
            </Text>
          )}
          {group.options.map((option) => (
            // each result is a link to its page (a middle click opens it in a tab); Enter in the box opens the chosen
            <Link
              key={option.id}
              to={option.to}
              id={option.id}
              role="option"
              aria-selected={option.id === active}
              onClick={onOpen}
            >
              <Flex
                direction="column"
                px="3"
                py="2"
                rounded="md"
                bg={option.id === active ? 'teal.50' : undefined}
                outline={option.id === active ? '2px solid' : undefined}
                outlineColor="teal.600"
                _hover={{ bg: 'gray.100' }}
              >
                <Text fontWeight="medium" color="teal.800" overflowWrap="anywhere">
                  {option.label}
                </Text>
                {option.detail && (
                  <Text fontSize="xs" color="gray.700" overflowWrap="anywhere">
                    {option.detail}
                  </Text>
                )}
              </Flex>
            </Link>
          ))}
          {group.more && (
            <Text fontSize="xs" color="gray.700" px="3">
              {group.more}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function SearchBody({ onClose }: { readonly onClose: () => void }) {
  const presenter = usePresenter(SearchPresenter);
  const state = useObservable(presenter);
  const navigate = useNavigate();
  const activeId = optionsOf(state)[state.active]?.id;
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const move = MOVES[e.key];
    if (move && state.groups.length > 0) {
      e.preventDefault();
      presenter.move(move);
      return;
    }
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    const chosen = presenter.chosen();
    if (!chosen) return;
    onClose();
    void navigate(chosen.to);
  };
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);
  // the box appears once the lists it reads are bound, after the dialog opened (its initialFocusEl found no box then):
  // focus goes to it as it appears, so the manager types straight after Ctrl+K or /
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Stack gap="3">
      <Flex align="center" gap="2">
        <SearchIcon />
        <Input
          ref={box}
          data-search-input
          role="combobox"
          aria-label="ロック、利用者、鍵グループ、カード、管理者、画面を検索"
          aria-expanded={state.groups.length > 0}
          aria-controls={LISTBOX_ID}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          placeholder="名前・メールアドレスで検索"
          autoComplete="off"
          value={state.text}
          onChange={(e) => presenter.type(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
      </Flex>
      <Status state={state} />
      <Results state={state} onOpen={onClose} />
    </Stack>
  );
}

/**
 * The header's search (loaded on first use: the header has only its button and shortcut, HeaderSearch.tsx): the
 * features it reads are bound first (a spinner meanwhile), then the box and the results grouped by kind.
 */
export default function SearchDialog({ onClose, shortcuts }: SearchDialogProps) {
  const { status } = useObservable(usePresenter(SearchOpeningPresenter));
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="top"
      size={{ base: 'full', md: 'lg' }}
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-search-input]')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pb="2">
              <Dialog.Title fontSize="md">検索</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {status === 'failed' ? (
                <Text color="red.700">{SEARCH_MESSAGES.unavailable}</Text>
              ) : status === 'ready' ? (
                <SearchBody onClose={onClose} />
              ) : (
                <Loading />
              )}
            </Dialog.Body>
            <Dialog.Footer justifyContent="start">
              <Text fontSize="xs" color="gray.700">
                {shortcuts
                  ? 'Ctrl+K（⌘K）または / でどの画面からも開けます。↑↓で選び、Enterで開きます。ショートカットはアカウントメニューで切り替えられます。'
                  : '↑↓で選び、Enterで開きます。ショートカット（Ctrl+K・/）はアカウントメニューでオンにできます。'}
              </Text>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <IconButton aria-label="閉じる" variant="ghost" size="sm" position="absolute" top="2" insetEnd="2">
                ×
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
