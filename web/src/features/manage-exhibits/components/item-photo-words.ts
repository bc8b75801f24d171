import { useTranslation } from 'react-i18next';
import type { PhotoEditorWords } from '../../../components/photo-editor/photo-editor';
import { EXHIBIT_LIMITS } from '../../../lib/exhibit-admin-types';
import { exhibitErrorKey } from '../api/errors';

/** What the photo editor says for an item (by its name) on the exhibit's detail page. */
export function useItemPhotoWords(): (itemName: string) => PhotoEditorWords {
  const { t } = useTranslation();
  const max = EXHIBIT_LIMITS.imagesPerItemMax;
  return (itemName) => ({
    heading: t('manageExhibits.images.heading'),
    alt: (number) => t('manageExhibits.images.alt', { name: itemName, number }),
    add: t('manageExhibits.images.add'),
    hint: t('manageExhibits.images.hint', { max }),
    uploaded: t('manageExhibits.images.uploaded'),
    remove: t('manageExhibits.images.delete'),
    removeLabel: (number) => t('manageExhibits.images.deleteLabel', { number }),
    removeTitle: t('manageExhibits.images.deleteTitle'),
    removed: t('manageExhibits.images.deleted'),
    problem: (problem) => t(`manageExhibits.images.${problem}`, { max }),
    uploadFailed: (error) => `${t('manageExhibits.images.failed')} ${t(exhibitErrorKey(error))}`,
    removeFailed: (error) => t(exhibitErrorKey(error)),
  });
}
