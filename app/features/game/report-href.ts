/**
 * The Report Error form for a game, its title filled in; for a row of its Cozy Profile, also
 * 'Incorrect Information' chosen and the row named in the description.
 */
export function reportHref(title: string, row?: string): string {
  const href = `/report-error?game=${encodeURIComponent(title)}`;
  return row ? `${href}&type=incorrect-info&row=${encodeURIComponent(row)}` : href;
}
