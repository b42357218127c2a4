import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { Textarea } from '~/components/ui/textarea';
import { api } from '~/lib/api';
import { toast } from '~/lib/toast-store';
import { useUser } from '~/lib/use-user';

interface ReviewSectionProps {
  gameId: number;
  /** Safe HTML: the stored review sanitised by the server, or the generated one. */
  html: string;
}

/** 'Our Review', and for admins the Edit Review control: a large HTML textarea with Cancel and Save. */
export function ReviewSection({ gameId, html }: ReviewSectionProps) {
  const user = useUser();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const hintId = useId();
  const canEdit = user?.role === 'admin';

  async function save() {
    if (draft === null) return;
    setSaving(true);
    try {
      await api('PATCH /api/games/:id/review', { params: { id: gameId }, body: { review: draft } });
      // The page's data carries the review as the server sanitised it.
      await revalidator.revalidate();
      setDraft(null);
      toast({ title: 'Review updated' });
    } catch {
      toast({
        title: 'Error saving review',
        description: 'There was a problem saving your review. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="review-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="review-heading" className="text-2xl font-bold text-sage-900">
          Our Review
        </h2>
        {canEdit && draft === null ? (
          <Button variant="outline" size="sm" onClick={() => setDraft(html)}>
            Edit Review
          </Button>
        ) : null}
      </div>
      {draft !== null ? (
        <div className="mt-3 space-y-3">
          <label htmlFor="review-editor" className="sr-only">
            Review
          </label>
          <Textarea
            id="review-editor"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            rows={16}
            aria-describedby={hintId}
            text="font-mono text-sm"
          />
          <p id={hintId} className="text-sm text-muted">
            HTML is allowed: headings, paragraphs, lists, bold, italics and links. Scripts, styles and other markup are
            removed when you save.
          </p>
          <div className="flex gap-2">
            <Button onClick={save} disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
            <Button variant="outline" onClick={() => setDraft(null)} disabled={saving}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div
          className="review-content mt-3 rounded-2xl border border-sage-200 bg-white p-5 sm:p-6"
          data-testid="review"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </section>
  );
}
