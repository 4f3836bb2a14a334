import type { LocationProposal, LocationProposalInput } from '@paani/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Fields, model, moment, num, one, text } from '../../platform/http/response-model';
import { NumberField } from '../plants/field-rules';
import { LATITUDE_RULE, LONGITUDE_RULE } from '../plants/plant.dto';

const PLACE = { maxDecimals: 7 };

/** A place as a phone or a map gives it: 7 decimals at most, as the customers' columns keep it. */
export class PlaceDto {
  @ApiProperty({ example: 31.5204, minimum: -90, maximum: 90 })
  @NumberField({ ...LATITUDE_RULE, ...PLACE, required: 'The latitude field is required.' })
  latitude: number;

  @ApiProperty({ example: 74.3587, minimum: -180, maximum: 180 })
  @NumberField({ ...LONGITUDE_RULE, ...PLACE, required: 'The longitude field is required.' })
  longitude: number;
}

/** POST /api/rider/customers/{id}/location: where the rider stands at the door. */
export class LocationProposalDto extends PlaceDto implements LocationProposalInput {
  @ApiPropertyOptional({ type: Number, nullable: true, example: 12, description: "The phone's accuracy in metres" })
  @NumberField({
    notNumber: 'The accuracy must be a number of metres.',
    min: [0, 'The accuracy may not be negative.'],
    max: [100_000, 'The accuracy may not be greater than 100000 metres.'],
  })
  accuracy_m?: number | null;
}

const Place = model('Place', { latitude: num({ example: 31.5204 }), longitude: num({ example: 74.3587 }) });

export const LocationProposalResponse = model('LocationProposalResponse', {
  customer_id: num({ example: 12 }),
  customer_name: text({ example: 'Muhammad Imran' }),
  customer_code: text({ example: 'C-0012' }),
  area_name: text({ example: 'Gulberg III' }),
  latitude: num({ example: 31.5204 }),
  longitude: num({ example: 74.3587 }),
  accuracy_m: num({ example: 12, description: "The phone's accuracy in metres" }).nullable(),
  proposed_by: text({ example: 'Ali Raza', description: 'The rider who saved it' }),
  proposed_at: moment(),
  current: one(Place, { description: 'The place the customer has now (confirming replaces it)' }).nullable(),
} satisfies Fields<LocationProposal>);
