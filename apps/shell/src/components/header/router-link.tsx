import type { HeaderLinkComponent } from '@marquee/ui-kit';
import { Link } from 'react-router';

/** The kit's link slot filled with the router's link: the site's own pages open without a reload. */
export const RouterLink: HeaderLinkComponent = ({ href, ...rest }) => <Link to={href} {...rest} />;
