import { Link } from 'react-router-dom';
import { localize, useLanguage } from '../../../lib/i18n';
import { sortByOrder, type Category } from '../../../lib/lookups/get-categories';
import { EMPTY_SEARCH, searchHref } from '../search-params';
import './category-browser.css';

interface CategoryBrowserProps {
  categories: Readonly<Record<string, Category>>;
  /** Category ids of the current search: their links are marked current. */
  current: readonly string[];
}

const hrefFor = (id: string) => searchHref({ ...EMPTY_SEARCH, tags: [id] });

/**
 * Browse by category: the category tree in the current language, each level sorted by `order`;
 * every entry searches for the exhibits with an item of that category (`?tag=<id>`).
 */
export function CategoryBrowser({ categories, current }: CategoryBrowserProps) {
  const language = useLanguage();
  const link = (id: string, name: string, className: string) => (
    <Link
      className={className}
      to={hrefFor(id)}
      aria-current={current.includes(id) ? 'page' : undefined}
    >
      {name}
    </Link>
  );

  return (
    <ul className="category-tree">
      {sortByOrder(categories).map((category) => (
        <li key={category.id} className="category-tree__category">
          <h3 className="category-tree__category-name">
            {link(category.id, localize(category.name, language), 'category-tree__link')}
          </h3>
          <ul className="category-tree__middle-list">
            {sortByOrder(category.middleCategories).map((middle) => (
              <li key={middle.id} className="category-tree__middle">
                <h4 className="category-tree__middle-name">
                  {link(middle.id, localize(middle.name, language), 'category-tree__link')}
                </h4>
                <ul className="category-tree__small-list">
                  {sortByOrder(middle.smallCategories).map((small) => (
                    <li key={small.id} className="category-tree__small">
                      {link(small.id, localize(small.name, language), 'category-tree__link')}
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
