import type { LocationProposal } from '@paani/contracts';
import { coordinatesOf } from '../../platform/domain/location';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Kysely } from 'kysely';
import { Database } from '../../platform/database/read-models';

/** GET /api/filter-owner/location-proposals: the places riders saved for the plant's customers, oldest first. */
export class ListLocationProposalsQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
  ) {}
}

@QueryHandler(ListLocationProposalsQuery)
export class ListLocationProposalsHandler implements IQueryHandler<ListLocationProposalsQuery, LocationProposal[]> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ ownerId, plantId }: ListLocationProposalsQuery): Promise<LocationProposal[]> {
    const rows = await this.db
      .selectFrom('customer_location_proposals as p')
      .innerJoin('customers as c', 'c.id', 'p.customer_id')
      .innerJoin('areas as a', 'a.id', 'c.area_id')
      .select([
        'p.customer_id',
        'c.name as customer_name',
        'c.code as customer_code',
        'a.name as area_name',
        'p.latitude',
        'p.longitude',
        'p.accuracy_m',
        'p.proposed_by',
        'p.proposed_at',
        'c.latitude as current_latitude',
        'c.longitude as current_longitude',
      ])
      .where('p.owner_id', '=', String(ownerId))
      .where('p.plant_id', '=', String(plantId))
      .orderBy('p.proposed_at')
      .orderBy('p.customer_id')
      .execute();
    const number = (value: string | null) => (value === null ? null : Number(value));
    return rows.map((row) => ({
      customer_id: Number(row.customer_id),
      customer_name: row.customer_name,
      customer_code: row.customer_code,
      area_name: row.area_name,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      accuracy_m: row.accuracy_m,
      proposed_by: row.proposed_by,
      proposed_at: new Date(row.proposed_at).toISOString(),
      current: coordinatesOf({ latitude: number(row.current_latitude), longitude: number(row.current_longitude) }),
    }));
  }
}
