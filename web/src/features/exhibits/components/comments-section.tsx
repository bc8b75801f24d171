import { QueryStatus } from '../../../components/load-states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReportButton } from '../../../components/report/report-button';
import { errorMessageKey, type ErrorMessageKey } from '../../../lib/api-client';
import type { ExhibitComment } from '../../../lib/exhibit-types';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { usePostComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { COMMENTS_PAGE_SIZE, useComments } from '../api/get-comments';
import { useEditComment } from '../api/update-comment';
import { CommentForm } from './comment-form';

interface CommentsSectionProps {
  exhibitId: string;
  signedIn: boolean;
  /** Told when a comment is added (+1) or deleted (-1), for the counters. */
  onCountChange: (delta: number) => void;
}

/**
 * The comments, oldest first, a page at a time; signed-in users post, edit their own comments,
 * delete those the API lets them (their own; all of them on their own exhibit; delete asks first)
 * and report others'. A comment the moderators hid says so, with nothing else. Visitors get a link
 * to log in.
 */
export function CommentsSection({ exhibitId, signedIn, onCountChange }: CommentsSectionProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [page, setPage] = useState(1);
  const comments = useComments(exhibitId, (page - 1) * COMMENTS_PAGE_SIZE);
  const posting = usePostComment(exhibitId);
  const revision = useEditComment(exhibitId);
  const deletion = useDeleteComment(exhibitId);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ExhibitComment | null>(null);
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);

  const total = comments.status === 'success' ? comments.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / COMMENTS_PAGE_SIZE));

  /** The page the comments end on when there are `count`: where a new one shows. */
  const lastPageOf = (count: number) => Math.max(1, Math.ceil(count / COMMENTS_PAGE_SIZE));

  // After each change the comments are fetched again (the hooks say so); the page may move.
  const posted = () => {
    onCountChange(1);
    setPage(lastPageOf(total + 1));
  };

  const remove = async () => {
    if (deleting === null) return;
    setFailure(null);
    await deletion.run(deleting.id, {
      onSuccess: () => {
        onCountChange(-1);
        setDeleting(null);
        setPage(Math.min(page, lastPageOf(total - 1)));
      },
      onError: (error) => {
        setDeleting(null);
        setFailure(errorMessageKey(error));
      },
    });
  };

  return (
    <section className="exhibit-section comments" aria-labelledby="exhibit-comments-heading">
      <h2 id="exhibit-comments-heading" className="exhibit-section__heading">
        {t('exhibit.comments.heading')}
      </h2>
      {failure && (
        <p role="alert" className="state state--error">
          {t('exhibit.comments.deleteFailed')} {t(failure)}
        </p>
      )}
      <QueryStatus
        query={comments}
        loading={t('exhibit.comments.loading')}
        failed={t('exhibit.comments.error')}
        retry={t('exhibit.retry')}
      />
      {comments.status === 'success' &&
        (comments.data.comments.length === 0 ? (
          <p className="state state--empty">{t('exhibit.comments.empty')}</p>
        ) : (
          <ol className="comments__list">
            {comments.data.comments.map((comment) => (
              <li
                key={comment.id}
                className={comment.removed ? 'comment comment--removed' : 'comment'}
              >
                <p className="comment__meta">
                  <span className="comment__author">
                    {comment.accountName === null ? (
                      t('exhibit.comments.withdrawn')
                    ) : (
                      // The author's card, where they can be blocked or reported.
                      <Link to={paths.accountDetail.getHref(comment.accountId)} translate="no">
                        {comment.accountName}
                      </Link>
                    )}
                  </span>{' '}
                  <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
                  {!comment.removed && comment.updatedAt !== comment.createdAt && (
                    <span className="comment__edited">{t('exhibit.comments.edited')}</span>
                  )}
                </p>
                {comment.removed ? (
                  // Hidden by the moderators: no body and nothing to do.
                  <p className="comment__body comment__removed">{t('moderation.removed')}</p>
                ) : editing === comment.id ? (
                  <CommentForm
                    initialBody={comment.body}
                    label={t('exhibit.comments.editLabel')}
                    submitLabel={t('exhibit.comments.save')}
                    save={(body, reaction) =>
                      revision.run({ commentId: comment.id, body }, reaction)
                    }
                    onSaved={() => setEditing(null)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <p className="comment__body" translate="no">
                      {comment.body}
                    </p>
                    {signedIn && (
                      <CommentActions
                        exhibitId={exhibitId}
                        comment={comment}
                        onEdit={() => setEditing(comment.id)}
                        onDelete={() => setDeleting(comment)}
                      />
                    )}
                  </>
                )}
              </li>
            ))}
          </ol>
        ))}
      {pages > 1 && (
        <nav className="comments__pager" aria-label={t('exhibit.comments.pages')}>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('exhibitCard.pager.previous')}
          </button>
          <span>{t('exhibit.comments.page', { page, pages, total })}</span>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('exhibitCard.pager.next')}
          </button>
        </nav>
      )}
      {signedIn ? (
        <CommentForm
          label={t('exhibit.comments.newLabel')}
          submitLabel={t('exhibit.comments.post')}
          save={posting.run}
          onSaved={posted}
        />
      ) : (
        <p className="comments__login">
          <Link to={paths.login.getHref(`${pathname}${search}`)}>
            {t('exhibit.comments.loginToComment')}
          </Link>
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('exhibit.comments.deleteTitle')}
        confirmLabel={t('exhibit.comments.delete')}
        danger
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      >
        <p>
          {deleting?.isOwn === false
            ? t('exhibit.comments.deleteOthersMessage')
            : t('exhibit.comments.deleteMessage')}
        </p>
      </ConfirmDialog>
    </section>
  );
}

/**
 * A comment's actions for a signed-in user: edit (the author), delete (whoever the API lets:
 * the author, or the exhibit's owner) and, on others' comments, report.
 */
function CommentActions({
  exhibitId,
  comment,
  onEdit,
  onDelete,
}: {
  exhibitId: string;
  comment: ExhibitComment;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="comment__actions">
      {comment.isOwn && (
        <button type="button" className="button button--secondary button--small" onClick={onEdit}>
          {t('exhibit.comments.edit')}
        </button>
      )}
      {comment.canDelete && (
        <button type="button" className="button button--secondary button--small" onClick={onDelete}>
          {t('exhibit.comments.delete')}
        </button>
      )}
      {!comment.isOwn && (
        <span className="comment__report">
          <ReportButton target={{ kind: 'comment', exhibitId, commentId: comment.id }} />
        </span>
      )}
    </div>
  );
}
