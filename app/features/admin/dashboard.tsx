import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsCount, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { ActivityTab } from './activity-tab';
import type { DeleteTarget, EditTarget } from './admin-actions';
import { ADMIN_TABS, parseTab, TAB_LABELS, type AdminTab, type AdminUser } from './admin-tabs';
import { DashboardHeader } from './dashboard-header';
import { DeleteDialog } from './delete-dialog';
import { GameEditDialog } from './game-edit-dialog';
import { MessagesTab } from './messages-tab';
import { PublishedTab } from './published-tab';
import { ReportsTab } from './reports-tab';
import { SubmissionsTab } from './submissions-tab';
import { GAMES_PER_PAGE, SUBMISSIONS_PER_PAGE, useAdminData } from './use-admin-data';
import { activeTabIn, useActiveTabInView, useFocusRescue, useReturnFocus } from './focus';

const HEADINGS: Record<AdminTab, string> = {
  pending: 'Pending submissions',
  approved: 'Approved submissions',
  rejected: 'Rejected submissions',
  published: 'Published games',
  reports: 'Error reports',
  messages: 'Contact messages',
  activity: 'Admin activity',
};

/** The signed-in admin's dashboard: the review queues, the catalogue, the inbox and the activity log. */
export function Dashboard({ user, initialTab }: { user: AdminUser; initialTab: AdminTab }) {
  const data = useAdminData(initialTab);
  const [tab, setTab] = useState(initialTab);
  const [, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const tabsRef = useRef<HTMLDivElement>(null);

  const activeTab = () => activeTabIn(tabsRef);
  const editFocus = useReturnFocus(activeTab);
  const deleteFocus = useReturnFocus(activeTab);
  const rescueFocus = useFocusRescue(activeTab);
  const loaded = Object.values(data.counts).filter((count) => count !== undefined).length;
  useActiveTabInView(tabsRef, `${tab}:${loaded}`);

  const openEdit = (target: EditTarget) => {
    editFocus.remember();
    setEditing(target);
  };
  const openDelete = (target: DeleteTarget) => {
    deleteFocus.remember();
    setDeleting(target);
  };
  const refreshCatalogue = () => data.refresh();

  function changeTab(value: string) {
    const next = parseTab(value);
    setTab(next);
    data.open(next);
    setSearchParams(next === 'pending' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  }

  function panel(value: AdminTab) {
    switch (value) {
      case 'pending':
      case 'approved':
      case 'rejected':
        return (
          <SubmissionsTab
            status={value}
            query={data.queues[value]}
            similarGames={data.similarGames}
            page={data.pages[value]}
            perPage={SUBMISSIONS_PER_PAGE}
            onPage={(page) => data.setPage(value, page)}
            onEdit={(submission) => openEdit({ kind: 'submission', submission })}
            onDelete={(submission) => openDelete({ kind: 'submission', id: submission.id, title: submission.title })}
            onDecided={() => void refreshCatalogue()}
          />
        );
      case 'published':
        return (
          <PublishedTab
            query={data.games}
            search={data.search}
            answeredSearch={data.answeredSearch}
            onSearch={data.setSearch}
            page={data.pages.published}
            perPage={GAMES_PER_PAGE}
            onPage={(page) => data.setPage('published', page)}
            onAdd={() => openEdit({ kind: 'new' })}
            onEdit={(game) => openEdit({ kind: 'game', game })}
            onDelete={(game) => openDelete({ kind: 'game', id: game.id, title: game.title })}
          />
        );
      case 'reports':
        return <ReportsTab query={data.reports} />;
      case 'messages':
        return <MessagesTab query={data.messages} />;
      case 'activity':
        return <ActivityTab />;
    }
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <DashboardHeader user={user} pendingCount={data.counts.pending} />
      <Tabs ref={tabsRef} value={tab} onValueChange={changeTab} className="mt-8">
        <TabsList aria-label="Dashboard sections">
          {ADMIN_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {TAB_LABELS[value]}
              {data.counts[value] !== undefined ? <TabsCount>{data.counts[value]}</TabsCount> : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            <h2 className="sr-only">{HEADINGS[value]}</h2>
            {panel(value)}
          </TabsContent>
        ))}
      </Tabs>

      <GameEditDialog
        target={editing}
        onClose={() => setEditing(null)}
        onCloseAutoFocus={editFocus.onCloseAutoFocus}
        onSaved={() => {
          setEditing(null);
          void refreshCatalogue();
        }}
        onCoverChanged={() => void refreshCatalogue()}
      />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        onCloseAutoFocus={deleteFocus.onCloseAutoFocus}
        onDeleted={() => {
          setDeleting(null);
          rescueFocus(refreshCatalogue());
        }}
      />
    </div>
  );
}
