import { Breadcrumb, Flex, Heading, Stack } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PageHeadingProps {
  readonly title: string;
  /** Where the manager came from, e.g. [{ label: '鍵グループ', to: pathOf('groups') }]. */
  readonly trail?: ReadonlyArray<{ readonly label: string; readonly to: string }>;
  /** Buttons or links at the right of the title. */
  readonly actions?: ReactNode;
}

/** Every console screen starts with this: breadcrumb, one h1, actions. */
export function PageHeading({ title, trail = [], actions }: PageHeadingProps) {
  return (
    <Stack gap="2" mb="5">
      {trail.length > 0 && (
        <Breadcrumb.Root size="sm">
          <Breadcrumb.List>
            {/* the separator is a list item of its own: an li inside an li is invalid HTML */}
            {trail.map((step) => (
              // the separator is an <li> of its own: inside the item it would nest <li> in <li>
              <Fragment key={step.to}>
                <Breadcrumb.Item>
                  <Breadcrumb.Link asChild>
                    <Link to={step.to}>{step.label}</Link>
                  </Breadcrumb.Link>
                </Breadcrumb.Item>
                <Breadcrumb.Separator />
              </Fragment>
            ))}
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
      )}
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {actions && (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        )}
      </Flex>
    </Stack>
  );
}
