import { useState } from 'react';
import type { ContactMessage } from '../../../common/schemas/admin';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { setMessageHandled } from './admin-actions';
import { formatDateTime } from './format';
import { CardList, InboxCard } from './tab-states';
import type { ApiQuery } from './use-api-query';

/** Messages sent from the Contact page, newest first. */
export function MessagesTab({ query }: { query: ApiQuery<ContactMessage[]> }) {
  return (
    <CardList
      query={query}
      label="Contact messages"
      errorTitle="Error loading messages"
      loadingText="Loading messages..."
      emptyText="No messages yet"
      renderCard={(message) => <MessageCard message={message} onChanged={() => void query.refetch()} />}
    />
  );
}

function MessageCard({ message, onChanged }: { message: ContactMessage; onChanged: () => void }) {
  const [pending, setPending] = useState(false);

  async function toggle() {
    setPending(true);
    const ok = await setMessageHandled(message.id, !message.handled);
    setPending(false);
    if (ok) onChanged();
  }

  return (
    <InboxCard
      title={message.subject}
      badge={message.handled ? <Badge variant="sage">Handled</Badge> : <Badge variant="peach">New</Badge>}
    >
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">From</dt>
        <dd className="font-medium break-words">{message.name}</dd>
        <dt className="text-muted">Email</dt>
        <dd className="break-all">
          <a
            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
            className="text-sage-700 underline underline-offset-2 hover:text-sage-900"
          >
            {message.email}
          </a>
        </dd>
        <dt className="text-muted">Sent</dt>
        <dd>{formatDateTime(message.createdAt)}</dd>
      </dl>
      <p className="rounded-xl bg-oat px-4 py-3 break-words whitespace-pre-line">{message.message}</p>
      <div>
        <Button size="sm" variant={message.handled ? 'outline' : 'primary'} onClick={toggle} disabled={pending}>
          {pending ? 'Saving...' : message.handled ? 'Mark Unhandled' : 'Mark Handled'}
        </Button>
      </div>
    </InboxCard>
  );
}
