// Generated from mfe-*/remote.ts by `npm run remotes:sync`; `npm test` fails when it drifts. Do not edit.
import mfe_finance from '../../../mfe-finance/remote.ts';
import mfe_locations from '../../../mfe-locations/remote.ts';
import mfe_offers from '../../../mfe-offers/remote.ts';
import mfe_search from '../../../mfe-search/remote.ts';
import mfe_vehicle from '../../../mfe-vehicle/remote.ts';

/** Every remote’s declaration (each mfe-<name>/remote.ts), in folder order. */
export const DECLARED_REMOTES = [mfe_finance, mfe_locations, mfe_offers, mfe_search, mfe_vehicle] as const;
