import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input, type ControlBorder } from '~/components/ui/input';
import { LineIcon } from '~/components/ui/line-icon';
import { cn } from '~/lib/cn';
import { CAPTCHA_MISMATCH } from '../../../common/schemas/contributions';
import type { Captcha, CaptchaStatus } from './use-captcha';

/** The answer's border and ring once it is checked: leaf when it matches, berry when it does not. */
const lookFor: Record<CaptchaStatus, { border?: ControlBorder; ring?: string }> = {
  empty: {},
  typing: {},
  checking: {},
  match: {
    border: { rest: 'border-leaf-700', focus: 'focus-visible:border-leaf-700' },
    ring: 'ring-2 ring-leaf-600 focus-visible:outline-leaf-700',
  },
  mismatch: {
    border: { rest: 'border-berry-700', focus: 'focus-visible:border-berry-700' },
    ring: 'ring-1 ring-berry-700',
  },
};

interface CaptchaFieldProps {
  captcha: Captcha;
  /** The form's own message for this field, e.g. that it is required. */
  error?: string;
  onAnswerChange?: (answer: string) => void;
}

/** The security check: the challenge picture, a button for a new one, and the answer with live feedback. */
export function CaptchaField({ captcha, error, onAnswerChange }: CaptchaFieldProps) {
  const { challenge, loading, failed, answer, status } = captcha;
  const message = error ?? (status === 'mismatch' ? CAPTCHA_MISMATCH : undefined);
  return (
    <div className="grid gap-3 rounded-2xl border border-sage-200 bg-sage-50 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-[66px] w-[186px] max-w-full shrink-0 items-center justify-center overflow-hidden rounded-xl border border-sage-300 bg-white">
          {challenge ? (
            <img src={challenge.image} alt="Security check: type the characters shown" width={180} height={60} />
          ) : (
            <span className="px-2 text-center text-sm text-muted" role={failed ? 'alert' : undefined}>
              {loading ? 'Loading security check…' : 'Could not load the security check. Try a new one.'}
            </span>
          )}
        </div>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="New captcha"
          title="New captcha"
          onClick={captcha.renew}
          disabled={loading}
        >
          <LineIcon className="h-5 w-5">
            <path d="M16 10a6 6 0 1 1-1.76-4.24" strokeLinecap="round" />
            <path d="M16 3.5V7h-3.5" strokeLinecap="round" strokeLinejoin="round" />
          </LineIcon>
        </Button>
      </div>
      <Field label="Enter the characters shown" required hint="Letters and numbers; capitals matter." error={message}>
        {(control) => (
          <Input
            {...control}
            name="captcha"
            value={answer}
            onChange={(event) => {
              captcha.setAnswer(event.target.value);
              onAnswerChange?.(event.target.value);
            }}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={32}
            border={lookFor[status].border}
            className={cn('max-w-[240px] font-mono tracking-widest', lookFor[status].ring)}
          />
        )}
      </Field>
      <p aria-live="polite" className={cn('text-sm font-medium text-leaf-700', status !== 'match' && 'sr-only')}>
        {status === 'match' ? '✓ Characters match' : ''}
      </p>
    </div>
  );
}
