/** A sample whose width differs from one font to the next (wide and narrow Latin letters). */
const SAMPLE = 'mmmmmmmmmmlliWWQ@';
const GENERIC = 'monospace';

/**
 * Whether the device has the font `family` installed: the sample drawn in it (then monospace for
 * what it lacks) measures otherwise than in monospace alone, the usual test of installed fonts,
 * with no pixels read. False where it cannot be told (no canvas).
 */
export function hasInstalledFont(family: string): boolean {
  const context = document.createElement('canvas').getContext('2d');
  if (context === null) return false;
  context.font = `72px ${GENERIC}`;
  const generic = context.measureText(SAMPLE).width;
  context.font = `72px "${family}", ${GENERIC}`;
  return context.measureText(SAMPLE).width !== generic;
}
