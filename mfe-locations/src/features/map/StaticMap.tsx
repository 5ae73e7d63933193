import { css } from '@forecourt/shared/styled-system/css';
import { MAP_HEIGHT, MAP_WIDTH, type MapView } from './view';

const styles = {
  map: css({ display: 'block', width: '100%', height: 'auto', borderRadius: 'md', bg: 'surface' }),
};

/**
 * The location's map, drawn as SVG (no map service, no script).
 * @example <StaticMap {...card.map} />
 */
export function StaticMap({ label, streets, mainRoad, coordinates }: MapView) {
  const pinX = MAP_WIDTH / 2;
  const pinY = MAP_HEIGHT / 2;
  return (
    <svg className={styles.map} viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-label={label}>
      <title>{label}</title>
      <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="var(--fc-color-surface, #f3f6fb)" />
      {streets.map(([x1, y1, x2, y2]) => (
        <line
          key={`${x1}-${y1}-${x2}-${y2}`}
          x1={x1}
          y1={y1}
          x2={x2}
          y2={y2}
          stroke="var(--fc-color-background, #ffffff)"
          strokeWidth="6"
        />
      ))}
      <line
        x1={mainRoad[0]}
        y1={mainRoad[1]}
        x2={mainRoad[2]}
        y2={mainRoad[3]}
        stroke="var(--fc-color-border, #d5dce6)"
        strokeWidth="10"
      />
      <path
        d={`M${pinX} ${pinY} c-9 -12 -14 -18 -14 -25 a14 14 0 1 1 28 0 c0 7 -5 13 -14 25z`}
        fill="var(--fc-color-primary, #0b3d91)"
        stroke="var(--fc-color-text, #0f172a)"
        strokeWidth="1.5"
      />
      <circle cx={pinX} cy={pinY - 25} r="5" fill="var(--fc-color-background, #ffffff)" />
      <text x="8" y={MAP_HEIGHT - 8} fontSize="10" fill="var(--fc-color-muted-text, #475569)">
        {coordinates}
      </text>
    </svg>
  );
}
