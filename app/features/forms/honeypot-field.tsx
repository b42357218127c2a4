export const HONEYPOT_NAME = 'nickname';

/**
 * A field people never see or reach; bots that fill in every input fill this one too, and the
 * server turns such a submission away.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
