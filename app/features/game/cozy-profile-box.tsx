import { clientLink } from '~/lib/client-links';
import type { CozyProfile } from '../../../common/cozy-profile';
import type { LifeFacts } from '../../../common/life-facts';
import { describeLifeFacts, describeProfile, NOT_KNOWN_YET } from '../../../common/profile-meanings';
import { Card } from '~/components/ui/card';
import { cn } from '~/lib/cn';
import { reportHref } from '~/features/game/report-href';

/**
 * The game's cozy profile in plain words: each dimension and life fact with what its value means
 * ('No game over…'), or just 'Not known yet' when sources do not settle it; under each, a way to
 * tell us it is wrong, the report form already filled in.
 */
export function CozyProfileBox({
  game,
  className,
}: {
  game: CozyProfile & LifeFacts & { title: string };
  className?: string;
}) {
  const lines = [
    ...describeProfile(game).map((line) => ({ ...line, key: line.dimension })),
    ...describeLifeFacts(game).map((line) => ({ ...line, key: line.fact })),
  ];
  return (
    <Card className={cn('p-5', className)} data-testid="cozy-profile">
      <h2 className="text-lg font-semibold">Cozy Profile</h2>
      <dl className="mt-2 divide-y divide-sage-100 text-sm">
        {lines.map((line) => (
          <div key={line.key} className="grid grid-cols-[auto_1fr] gap-x-4 py-2.5" data-row={line.name}>
            <dt className="text-muted" title={line.question}>
              {line.name}
            </dt>
            <dd className={line.label ? 'text-right font-medium text-ink' : 'text-right text-muted italic'}>
              {line.label ?? NOT_KNOWN_YET}
            </dd>
            {line.definition ? <dd className="col-span-2 mt-1 text-xs text-muted">{line.definition}</dd> : null}
            <dd className="col-span-2 mt-1 text-xs" data-report="">
              <a
                href={reportHref(game.title, line.name)}
                {...clientLink()}
                className="text-sage-700 underline underline-offset-2 hover:text-sage-900"
              >
                Doesn&apos;t match your experience?<span className="sr-only"> ({line.name})</span>
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
