/**
 * The Report Error form for a game, its title filled in; for a row of its Cozy Profile, also
 * 'Incorrect Information' chosen and the row named in the description.
 */
export function reportHref(title: string, row?: string): string {
  const params = new URLSearchParams({ game: title });
  if (row) {
    params.set('type', 'incorrect-info');
    params.set('row', row);
  }
  return `/report-error?${params.toString()}`;
}
