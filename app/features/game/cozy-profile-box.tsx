import { describeProfile, NOT_KNOWN_YET, type CozyProfile } from '../../../common/cozy-profile';
import { Card } from '~/components/ui/card';
import { cn } from '~/lib/cn';

/**
 * The game's cozy profile in plain words: each dimension's value with what it adds ('No game
 * over…'), or just 'Not known yet' when sources do not settle it.
 */
export function CozyProfileBox({ profile, className }: { profile: CozyProfile; className?: string }) {
  return (
    <Card className={cn('p-5', className)} data-testid="cozy-profile">
      <h2 className="text-lg font-semibold">Cozy Profile</h2>
      <dl className="mt-2 divide-y divide-sage-100 text-sm">
        {describeProfile(profile).map((line) => (
          <div key={line.dimension} className="grid grid-cols-[1fr_auto] gap-x-4 py-2.5">
            <dt className="text-muted">{line.name}</dt>
            <dd className={line.label ? 'text-right font-medium text-ink' : 'text-right text-muted italic'}>
              {line.label ?? NOT_KNOWN_YET}
            </dd>
            {line.definition ? <dd className="col-span-2 mt-1 text-xs text-muted">{line.definition}</dd> : null}
          </div>
        ))}
      </dl>
    </Card>
  );
}
