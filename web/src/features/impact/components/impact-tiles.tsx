import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFigureFormat, type ImpactFigures } from '../../../lib/impact/figures';

export interface ImpactTilesProps {
  figures: ImpactFigures;
  /** Where the CO2 figure's "estimate" mark leads: the public method (`/impact#method`). */
  methodHref: string;
}

/**
 * The figures of a range as tiles: items handed over, exhibits finished, their acquisition value,
 * weight, the CO2 avoided (marked as an estimate, linking to how it is made) and device hours.
 * Each tile is a group named by its label, so the CO2 total is found by "CO2 avoided (estimate)".
 */
export function ImpactTiles({ figures, methodHref }: ImpactTilesProps) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  return (
    <div className="impact-tiles">
      <Tile
        label={t('impact.figures.items')}
        unit={t('impact.units.items', { count: figures.items })}
      >
        {format.count(figures.items)}
      </Tile>
      <Tile
        label={t('impact.figures.exhibits')}
        unit={t('impact.units.exhibits', { count: figures.exhibits })}
      >
        {format.count(figures.exhibits)}
      </Tile>
      <Tile label={t('impact.figures.yen')}>{format.yen(figures.yen)}</Tile>
      <Tile label={t('impact.figures.kg')} unit={t('impact.units.kg')}>
        {format.kg(figures.kg)}
      </Tile>
      <Tile
        label={t('impact.figures.kgCO2e')}
        unit={t('impact.units.kgCO2e')}
        note={
          <Link to={methodHref} className="impact-tile__estimate">
            {t('impact.estimate')}
          </Link>
        }
        main
      >
        {format.kg(figures.kgCO2e)}
      </Tile>
      <Tile
        label={t('impact.figures.deviceHours')}
        unit={figures.deviceHours === null ? undefined : t('impact.units.hours')}
      >
        {format.hours(figures.deviceHours)}
      </Tile>
    </div>
  );
}

function Tile({
  label,
  unit,
  note,
  main = false,
  children,
}: {
  label: string;
  unit?: string | undefined;
  /** Beside the label: the CO2 figure's estimate mark. */
  note?: ReactNode;
  /** The figure the page is about (the CO2 avoided): drawn larger. */
  main?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={main ? 'impact-tile impact-tile--main' : 'impact-tile'}
    >
      <p className="impact-tile__head">
        <span id={id} className="impact-tile__label">
          {label}
        </span>
        {note}
      </p>
      <p className="impact-tile__value">
        <span className="impact-tile__number">{children}</span>
        {unit && <span className="impact-tile__unit">{` ${unit}`}</span>}
      </p>
    </div>
  );
}
