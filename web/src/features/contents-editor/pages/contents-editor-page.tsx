import {
  CONTENT_SLUGS,
  TERMS_SLUG,
  isContentSlug,
  type ContentHistoryResponse,
} from '@campus/model/content-types';
import { Form, Formik, useFormikContext } from 'formik';
import { lazy, Suspense, useDeferredValue, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../../components/data-table';
import {
  applyServerErrors,
  CheckboxField,
  FieldFrame,
  ErrorSummary,
  FormActions,
  FormMessage,
  TextField,
  type FormStatus,
} from '../../../components/form';
import { loadErrorOf } from '../../../components/load-error-of';
import { Page } from '../../../components/page';
import { QueryView } from '../../../components/query-view';
import { errorMessageKey, hasErrorCode } from '../../../lib/api-client';
import { loadChunk } from '../../../lib/chunk-reload';
import { LANGUAGES, isLanguage, type Language } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { formatDateTime } from '../../../lib/time';
import {
  useContentHistory,
  usePublishContent,
  type ContentSlug,
  type ContentVersion,
} from '../api/contents';
import {
  CONTENT_FIELD_NAMES,
  contentSchema,
  toPublishInput,
  type ContentValues,
} from '../content-values';
import '../contents-editor.css';

const HEADING_ID = 'contents-editor-heading';
const LoadError = loadErrorOf({ reason: errorMessageKey, retry: 'contents.retry' });

/**
 * `/manage/system/contents` (officers of the `content_editor` role): choose a document and a
 * language, edit its markdown with a live preview (the pages' own renderer), publish it on top of
 * the version loaded (a conflict message when someone published meanwhile), and its version
 * history (who, when). The document and language are in the address (`?doc=terms&lang=en`).
 */
export function ContentsEditorPage() {
  const { t } = useTranslation();
  const { roles } = useSession();
  if (!roles.includes('content_editor')) {
    // Without the role (the token's claim; the server checks again): the page says so.
    return (
      <Page headingId={HEADING_ID} title={t('routes.systemContents')} className="contents-editor">
        <p role="alert" className="state state--error">
          {t('contents.editor.forbidden')}
        </p>
      </Page>
    );
  }
  return <ContentsEditor />;
}

function ContentsEditor() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const doc = params.get('doc') ?? '';
  const lang = params.get('lang') ?? '';
  const slug: ContentSlug = isContentSlug(doc) ? doc : TERMS_SLUG;
  const language: Language = isLanguage(lang) ? lang : 'ja';
  const query = useContentHistory(slug, language);

  const choose = (key: 'doc' | 'lang', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <Page headingId={HEADING_ID} title={t('routes.systemContents')} className="contents-editor">
      <div className="contents-editor__choice">
        <Choice
          label={t('contents.editor.document')}
          value={slug}
          options={CONTENT_SLUGS.map((value) => [value, t(`contents.editor.slugs.${value}`)])}
          onChange={(value) => choose('doc', value)}
        />
        <Choice
          label={t('contents.editor.language')}
          value={language}
          options={LANGUAGES.map((value) => [value, t(`language.${value}`)])}
          onChange={(value) => choose('lang', value)}
        />
      </div>
      <QueryView
        query={query}
        loading={t('app.loading')}
        LoadError={LoadError}
        loadFailed={t('contents.loadFailed')}
      >
        {(data) => (
          <>
            {/* A new form per document and language; the same one across its own refetches. */}
            <EditorForm key={`${slug}-${language}`} slug={slug} language={language} data={data} />
            <History versions={data.versions} />
          </>
        )}
      </QueryView>
    </Page>
  );
}

interface ChoiceProps {
  label: string;
  value: string;
  /** Values with their labels. */
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}

/** A labelled select of the page's choices (document, language). */
function Choice({ label, value, options, onChange }: ChoiceProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label}>
      <select
        id={id}
        className="field__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

interface EditorFormProps {
  slug: ContentSlug;
  language: Language;
  data: ContentHistoryResponse;
}

function EditorForm({ slug, language, data }: EditorFormProps) {
  const { t } = useTranslation();
  const publishing = usePublishContent(slug, language);
  const schema = useMemo(() => contentSchema(t), [t]);
  const { content } = data;

  return (
    <Formik<ContentValues>
      initialValues={{ title: content.title, body: content.body, editorial: false }}
      validationSchema={schema}
      onSubmit={(values, helpers) => {
        helpers.setStatus(undefined);
        // On top of the version last loaded: after a conflict, the refetched one.
        return publishing.run(toPublishInput(values, language, content.version), {
          onSuccess: (published) =>
            helpers.setStatus({
              success: t('contents.editor.published', { version: published.content.version }),
            } satisfies FormStatus),
          onError: (error) => {
            if (hasErrorCode(error, 'content_changed')) {
              // The draft stays; the base becomes the version now current.
              helpers.setStatus({ error: 'contents.editor.conflict' } satisfies FormStatus);
            } else {
              applyServerErrors(error, helpers, CONTENT_FIELD_NAMES);
            }
          },
        });
      }}
    >
      <Form className="form contents-editor__form" noValidate>
        <p className="contents-editor__current">
          {t('contents.editor.current', {
            version: content.version,
            date: formatDateTime(content.updatedAt),
          })}
        </p>
        <ErrorSummary />
        <TextField name="title" label={t('contents.editor.fieldTitle')} required />
        <div className="contents-editor__panes">
          <TextField
            name="body"
            label={t('contents.editor.fieldBody')}
            hint={t('contents.editor.bodyHint')}
            required
            rows={24}
          />
          <Preview slug={slug} language={language} />
        </div>
        {slug === TERMS_SLUG && (
          <CheckboxField name="editorial" label={t('contents.editor.editorial')} />
        )}
        <FormMessage />
        <FormActions submitLabel={t('contents.editor.publish')} />
      </Form>
    </Formik>
  );
}

// The markdown renderer (36 kB gzip) is a chunk of its own: the form is usable before it arrives,
// and the route stays within its 50 kB budget (web/scripts/initial-js.ts).
const MarkdownDocument = lazy(() =>
  loadChunk(() => import('../../../components/markdown/markdown-document')).then((module) => ({
    default: module.MarkdownDocument,
  })),
);

/** The text as readers will see it, following the textarea (a keystroke behind when typing fast). */
function Preview({ slug, language }: { slug: ContentSlug; language: Language }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<ContentValues>();
  const body = useDeferredValue(values.body);
  const headingId = useId();
  return (
    <section className="contents-editor__preview" aria-labelledby={headingId}>
      <h2 id={headingId} className="contents-editor__preview-heading">
        {t('contents.editor.preview')}
      </h2>
      <div className="static-page contents-editor__preview-body" lang={language}>
        <Suspense
          fallback={
            <p role="status" className="state state--loading">
              {t('app.loading')}
            </p>
          }
        >
          <MarkdownDocument
            body={body}
            toc={slug === 'about' ? undefined : t('contents.toc')}
            faq={slug === 'faq'}
            legal={slug === TERMS_SLUG}
          />
        </Suspense>
      </div>
    </section>
  );
}

function History({ versions }: { versions: ContentVersion[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="contents-editor__history" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('contents.editor.history')}</h2>
      <DataTable
        rows={versions}
        rowKey={(version) => version.id}
        labelledBy={headingId}
        className="list-page__table"
        columns={[
          {
            header: t('contents.editor.columns.version'),
            cell: (version) => (
              <>
                {version.version}
                {version.editorial && ` ${t('contents.editor.editorialNote')}`}
              </>
            ),
          },
          {
            header: t('contents.editor.columns.language'),
            cell: (version) => t(`language.${version.lang}`),
          },
          {
            header: t('contents.editor.columns.publishedAt'),
            cell: (version) => formatDateTime(version.publishedAt),
          },
          {
            header: t('contents.editor.columns.publishedBy'),
            translate: 'no',
            cell: (version) =>
              version.publishedBy.uid === null
                ? t('contents.editor.builtIn')
                : (version.publishedBy.name ?? version.publishedBy.uid),
          },
        ]}
      />
    </section>
  );
}
