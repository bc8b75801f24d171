import type { WantedPost } from '@campus/model/wanted-types';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import type { WantedNames } from './use-wanted-names';
import { WantedFacts } from './wanted-facts';
import { WantedStatus } from './wanted-status';

/** One post in the list: its title linked to its page, its state and its facts. */
export function WantedCard({
  post,
  names,
  signedIn,
}: {
  post: WantedPost;
  names: WantedNames;
  signedIn: boolean;
}) {
  return (
    <article className="wanted-card">
      <div className="wanted-card__head">
        <h3 className="wanted-card__title">
          {/* The poster's own words: never translated. */}
          <Link to={paths.wantedPost.getHref(post.id)} translate="no" className="wanted-card__link">
            {post.title}
          </Link>
        </h3>
        <WantedStatus post={post} />
      </div>
      <WantedFacts post={post} names={names} signedIn={signedIn} className="wanted-facts" />
    </article>
  );
}
