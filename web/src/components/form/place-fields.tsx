import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import type { Area } from '../../lib/lookups/get-areas';
import { useAreaBuildings } from '../../lib/lookups/get-buildings';
import { SelectField, TextField } from './fields';
import { localizedOptions } from './localized-options';

/** The values of a place on campus, as a form holds them under `place`. */
export interface PlaceValues {
  place: { areaId: string; buildingId: string; room: string };
}

export interface PlaceFieldsProps {
  legend: string;
  areas: readonly Area[];
  roomMax: number;
  disabled?: boolean;
}

/**
 * Where a thing is (a device, an exhibit's hand-over): the campus, then a building of it (the list
 * follows the campus chosen, which clears the building), and a room.
 */
export function PlaceFields({ legend, areas, roomMax, disabled = false }: PlaceFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { values, setFieldValue } = useFormikContext<PlaceValues>();
  const { areaId, buildingId } = values.place;
  const buildings = useAreaBuildings(areaId);
  const buildingOptions =
    buildings.status === 'success' ? localizedOptions(buildings.data, language) : [];
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="form__row">
        <SelectField
          name="place.areaId"
          label={t('fields.area')}
          required
          disabled={disabled}
          placeholder={t('fields.select')}
          options={localizedOptions(areas, language)}
          onChosen={() => void setFieldValue('place.buildingId', '')}
        />
        <SelectField
          name="place.buildingId"
          label={t('fields.building')}
          required
          disabled={disabled || areaId === ''}
          placeholder={t('fields.select')}
          options={
            // Keep the saved building selectable while the list loads.
            buildingOptions.length === 0 && buildingId !== ''
              ? [{ value: buildingId, label: buildingId }]
              : buildingOptions
          }
        />
        <TextField
          name="place.room"
          label={t('fields.room')}
          disabled={disabled}
          maxLength={roomMax}
        />
      </div>
    </fieldset>
  );
}
