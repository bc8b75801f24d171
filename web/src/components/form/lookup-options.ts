import { localize, type Language, type LocalizedText } from '../../lib/i18n';

/** A lookup the API lists with its name in both languages (an area, a building, a secretariat). */
interface NamedLookup {
  id: string;
  name: LocalizedText;
}

/**
 * A select's options for a list of lookups: each one's id as the value, labelled with its name in
 * `language` (`<SelectField options={lookupOptions(secretariats, language)} … />`).
 */
export function lookupOptions(list: readonly NamedLookup[], language: Language) {
  return list.map((item) => ({ value: item.id, label: localize(item.name, language) }));
}
