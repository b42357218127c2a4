import type { ReactNode } from 'react';
import { Card } from '~/components/ui/card';

/** The frame of a visitor form page: a title and lead, what to know (aside), and the form. */
export function FormPage({
  title,
  lead,
  aside,
  children,
}: {
  title: string;
  lead: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-sage-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-muted">{lead}</p>
      </header>
      {/* minmax(0, 1fr): a track never grows wider than the screen to fit a long word or the captcha. */}
      <div className="mt-10 grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid min-w-0 gap-6">{aside}</div>
        {children}
      </div>
    </div>
  );
}

/** One block of the aside: a heading and its text or list. */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-semibold text-sage-900">{title}</h2>
      <div className="mt-3 text-ink">{children}</div>
    </Card>
  );
}

export function InfoList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-sage-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The card that holds a form, headed so the page's outline names it. */
export function FormCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-8">
      <h2 id={id} className="text-2xl font-semibold text-sage-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Fields marked <span className="text-berry-700">*</span> are required.
      </p>
      <div className="mt-6">{children}</div>
    </Card>
  );
}
