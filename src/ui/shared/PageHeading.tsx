import { Breadcrumb } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { staticStyles } from './staticStyles';

/** Every screen's heading: one class per part for the page (staticStyles), Chakra's heading recipe. */
const useHeadingClasses = staticStyles(({ recipe }) => ({
  frame: { display: 'flex', flexDirection: 'column', gap: '2', mb: '5' },
  line: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' },
  title: recipe('heading', { size: 'xl' }),
  actions: { display: 'flex', gap: '2', flexWrap: 'wrap' },
}));

interface PageHeadingProps {
  readonly title: string;
  /** Where the manager came from, e.g. [{ label: '鍵グループ', to: pathOf('groups') }]. */
  readonly trail?: ReadonlyArray<{ readonly label: string; readonly to: string }>;
  /** Buttons or links at the right of the title. */
  readonly actions?: ReactNode;
}

/** Every console screen starts with this: breadcrumb, one h1, actions. */
export function PageHeading({ title, trail = [], actions }: PageHeadingProps) {
  const c = useHeadingClasses();
  return (
    <div className={c.frame}>
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
      <div className={c.line}>
        <h1 className={c.title}>{title}</h1>
        {actions && <div className={c.actions}>{actions}</div>}
      </div>
    </div>
  );
}
