import { Button, Flex, Input } from '@chakra-ui/react';

interface SearchBoxProps {
  /** The field's accessible name ('管理者を名前で検索'). */
  readonly label: string;
  readonly placeholder?: string;
  /** What is typed: the page keeps it (a tab's box shows it again when the tab comes back). */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** 検索 or Enter: the page hands the term to its presenter. */
  readonly onSearch: (term: string) => void;
  /** Space below the box, where the page has no stack around it. */
  readonly mb?: string;
}

/** The one search box of a list: a name field and 検索 in a search landmark. */
export function SearchBox({ label, placeholder = '名前で検索', value, onChange, onSearch, mb }: SearchBoxProps) {
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value);
      }}
    >
      <Flex gap="2" mb={mb} maxW="md">
        <Input
          aria-label={label}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          bg="white"
        />
        <Button type="submit" variant="outline">
          検索
        </Button>
      </Flex>
    </form>
  );
}
