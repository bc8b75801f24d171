import { localize, type Language, type LocalizedText } from '../../lib/i18n';

/** A select's choice: the value sent and the label shown. */
export interface Option {
  value: string;
  label: string;
}

/**
 * Things named in every language (areas, buildings, offices) as a select's options: each one's id
 * as the value, its name in `language` as the label.
 */
export function localizedOptions(
  things: readonly { id: string; name: LocalizedText }[],
  language: Language,
): Option[] {
  return things.map((thing) => ({ value: thing.id, label: localize(thing.name, language) }));
}
