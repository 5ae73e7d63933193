import { css } from '@forecourt/shared/styled-system/css';
import { SALES_COUNTER_REFRESH_MS, salesCounterText, salesToday } from '@forecourt/shared/trade-in/sales-counter';
import { useEffect, useState } from 'react';

const styles = {
  root: css({
    m: '0',
    p: '4',
    borderRadius: 'lg',
    bg: 'primary',
    color: 'primaryContrast',
    fontSize: 'lg',
    fontWeight: 'bold',
    textAlign: 'center',
  }),
};

/**
 * The sales counter widget (spec: 001 §9): cars sold today at 192 a day, counted in Brisbane time,
 * refreshed every 150,000 ms. The first figure is the server's (`renderedAt`), so hydration matches.
 *
 * @example <SalesCounter renderedAt={Date.now()} />
 */
export function SalesCounter({ renderedAt }: { renderedAt: number }) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SALES_COUNTER_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className={styles.root} aria-live="off">
      {salesCounterText(salesToday(now))}
    </p>
  );
}
