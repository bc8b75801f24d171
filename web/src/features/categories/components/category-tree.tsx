import { useLanguage, localize } from '../../../lib/i18n';
import { sortByOrder, type Category } from '../api/get-categories';
import './category-tree.css';

interface CategoryTreeProps {
  categories: Readonly<Record<string, Category>>;
  /** Heading level of the top categories; middle categories are one level below. */
  headingLevel?: 2 | 3;
}

/** The category tree in the current language, each level sorted by `order`. */
export function CategoryTree({ categories, headingLevel = 2 }: CategoryTreeProps) {
  const language = useLanguage();
  const CategoryHeading = headingLevel === 2 ? 'h2' : 'h3';
  const MiddleHeading = headingLevel === 2 ? 'h3' : 'h4';

  return (
    <ul className="category-tree">
      {sortByOrder(categories).map((category) => (
        <li key={category.id} className="category-tree__category">
          <CategoryHeading className="category-tree__category-name">
            {localize(category.name, language)}
          </CategoryHeading>
          <ul className="category-tree__middle-list">
            {sortByOrder(category.middleCategories).map((middle) => (
              <li key={middle.id} className="category-tree__middle">
                <MiddleHeading className="category-tree__middle-name">
                  {localize(middle.name, language)}
                </MiddleHeading>
                <ul className="category-tree__small-list">
                  {sortByOrder(middle.smallCategories).map((small) => (
                    <li key={small.id} className="category-tree__small">
                      {localize(small.name, language)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
