import { describeProfile, NOT_KNOWN_YET, type CozyProfile } from '../../../common/cozy-profile';
import { Card } from '~/components/ui/card';

/**
 * The game's cozy profile in plain words: each dimension's value with what it means, or
 * 'Not known yet' with the question it answers.
 */
export function CozyProfileBox({ profile }: { profile: CozyProfile }) {
  return (
    <Card className="p-5" data-testid="cozy-profile">
      <h2 className="text-lg font-semibold">Cozy Profile</h2>
      <dl className="mt-2 divide-y divide-sage-100 text-sm">
        {describeProfile(profile).map((line) => (
          <div key={line.dimension} className="grid grid-cols-[1fr_auto] gap-x-4 py-2.5">
            <dt className="text-muted">{line.name}</dt>
            <dd className={line.label ? 'text-right font-medium text-ink' : 'text-right text-muted italic'}>
              {line.label ?? NOT_KNOWN_YET}
            </dd>
            <dd className="col-span-2 mt-1 text-xs text-muted">{line.definition ?? line.question}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
