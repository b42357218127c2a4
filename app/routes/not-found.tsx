import { data } from 'react-router';
import { NotFoundView } from '~/components/not-found-view';

export function loader() {
  throw data(null, { status: 404 });
}

export function ErrorBoundary() {
  return <NotFoundView />;
}

export default function NotFound() {
  return <NotFoundView />;
}
