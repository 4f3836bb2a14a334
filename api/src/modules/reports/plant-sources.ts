import { plantMarkVersion } from '../../platform/event-store/plant-marks';
import { PLANT_STAMP } from '../customers/customer.queries';

/**
 * What a plant's reports and dashboard are read from, as of the statement ($1 the plant): the
 * customers' mark (every ledger movement, so the day totals, entries, product totals, containers,
 * collections and open debits move with it), the expenses' and the rider day closes' marks, the
 * versions of the plant's areas, riders and plant row (names, time zone), and those of its products
 * (names, order; a plant has a few). Equal stamps, equal answers for the same request on the same plant day.
 */
export const PLANT_SOURCES_STAMP = `${PLANT_STAMP}
  || '/' || ${plantMarkVersion('expense_plant_marks')} || '/' || ${plantMarkVersion('rider_day_plant_marks')}
  || '/' || coalesce((SELECT string_agg(xmin::text, ',' ORDER BY id) FROM products WHERE plant_id = $1::bigint), '')`;
