import { InfoCard, InfoList } from './form-page';

/** The Submit Game page's aside: what makes a good submission, and how it is reviewed. */
export function SubmissionGuidelines() {
  return (
    <>
      <InfoCard title="Submission Guidelines">
        <p className="text-muted">What makes a good submission:</p>
        <div className="mt-3">
          <InfoList
            items={[
              <>
                <strong>It&apos;s cozy.</strong> Relaxing, low-stress and wholesome: a gentle pace and low stakes.
              </>,
              <>
                <strong>It&apos;s released or announced.</strong> The game is out, or officially announced with a page
                of its own.
              </>,
              <>
                <strong>The information is accurate.</strong> Check the developer, platforms and release year against
                the official site or store page.
              </>,
              <>
                <strong>Combat is labelled honestly.</strong> Tick the combat box if there is any fighting, even
                optional.
              </>,
            ]}
          />
        </div>
      </InfoCard>
      <InfoCard title="Review Process">
        <p>
          Our team checks every submission against official sources before it joins the catalogue. Most submissions are
          reviewed within 2-3 business days. Leave your email and we&apos;ll let you know when your game is approved.
        </p>
      </InfoCard>
    </>
  );
}
