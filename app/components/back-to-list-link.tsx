import { Link, type LinkProps } from 'react-router';
import { useRememberedList } from '~/lib/list-return';

/**
 * A link back to the list the visitor came from, its filters, search, sort and page kept, landing
 * at the list; to the home page when this tab has shown no list. Styled by its caller (a `Button`
 * with `asChild` hands its classes down).
 */
export function BackToListLink(props: Omit<LinkProps, 'to' | 'state'>) {
  const list = useRememberedList();
  return <Link {...props} to={list ?? '/'} state={list ? { scrollTo: 'all-games' } : undefined} />;
}
